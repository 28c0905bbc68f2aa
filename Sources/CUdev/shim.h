// libudev for the LinuxFingerprint trait: device enumeration and the hotplug monitor.
#include <libudev.h>
#include <poll.h>
