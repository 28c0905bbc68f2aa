// umockdev test beds, used only by LinuxFingerprintTests with the LinuxFingerprint trait.
#include <umockdev.h>
