// Declarations only (include/CLibFuzzer.h): the definitions come from libFuzzer in `-sanitize=fuzzer` builds.
#include "CLibFuzzer.h"
