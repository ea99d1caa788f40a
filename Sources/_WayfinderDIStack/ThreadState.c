// The one definition of the per-thread state declared in WayfinderDIStack.h.
#include "WayfinderDIStack.h"

_Thread_local uintptr_t wayfinder_di_thread_state[3];
