// The address of the caller's stack frame, for WayfinderDI's recursion limit (StackDepth).
//
// NB: Swift has no way to read the stack pointer. The address of a local variable is not one
// under AddressSanitizer, which moves locals whose address is taken to a "fake stack" on the
// heap (detect_stack_use_after_return, on by default on Linux); a frame address is always on
// the thread's real stack.
#ifndef WAYFINDER_DI_STACK_H
#define WAYFINDER_DI_STACK_H

#include <stdint.h>

static inline __attribute__((always_inline)) uintptr_t wayfinder_stack_address(void) {
  return (uintptr_t)__builtin_frame_address(0);
}

#endif
