// libfprint 2 plus GLib/GIO (main loop, GCancellable, GDBus) for the LinuxFingerprint trait.
#include <fprint.h>
#include <gio/gio.h>
#include <glib.h>
