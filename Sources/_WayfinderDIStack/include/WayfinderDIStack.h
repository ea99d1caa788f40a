// What Swift cannot say, for WayfinderDI's resolution bookkeeping: the address of the current
// stack frame and state kept per thread (see StackDepth.swift and ThreadResolution.swift).
//
// NB: Swift has no way to read the stack pointer. The address of a local variable is not one
// under AddressSanitizer, which moves locals whose address is taken to a "fake stack" on the
// heap (detect_stack_use_after_return, on by default on Linux); a frame address is always on
// the thread's real stack.
//
// NB: Swift has no thread-local storage of its own that costs less than a call into the
// runtime. The state is defined once, in ThreadState.c, so that every module inlining the
// accessor below reads the same words.
#ifndef WAYFINDER_DI_STACK_H
#define WAYFINDER_DI_STACK_H

#include <stdint.h>

static inline __attribute__((always_inline)) uintptr_t wayfinder_stack_address(void) {
  return (uintptr_t)__builtin_frame_address(0);
}

/// The calling thread's resolution state, three words: how many resolves that make an instance
/// are in progress on this thread, the stack address where the outermost of them began, and
/// the shared instance being built innermost (a `BuildRecord`, unretained), or 0.
extern _Thread_local uintptr_t wayfinder_di_thread_state[3];

static inline __attribute__((always_inline)) uintptr_t *_Nonnull wayfinder_di_thread_words(void) {
  return wayfinder_di_thread_state;
}

#endif
