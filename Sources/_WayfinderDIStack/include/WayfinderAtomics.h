// Atomic loads, stores and additions on one machine word, for WayfinderDI's lock-free tables
// and counters and Wayfinder's event hub (AtomicWord.swift wraps them).
//
// NB: the standard library's `Atomic` needs iOS 18 and macOS 15. These are Clang's `__atomic`
// builtins (the C11 memory model), which every supported OS version's compiler has; inline, so
// Swift's optimizer sees the atomic instructions themselves, with their orderings, and no call.
#ifndef WAYFINDER_ATOMICS_H
#define WAYFINDER_ATOMICS_H

#include <stdint.h>

#define WAYFINDER_ATOMIC static inline __attribute__((always_inline))

WAYFINDER_ATOMIC uintptr_t wayfinder_atomic_load_relaxed(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_RELAXED);
}

WAYFINDER_ATOMIC uintptr_t wayfinder_atomic_load_acquire(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

WAYFINDER_ATOMIC uintptr_t wayfinder_atomic_load_seq_cst(const uintptr_t *_Nonnull word) {
  return __atomic_load_n(word, __ATOMIC_SEQ_CST);
}

WAYFINDER_ATOMIC void wayfinder_atomic_store_relaxed(uintptr_t *_Nonnull word, uintptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

WAYFINDER_ATOMIC void wayfinder_atomic_store_release(uintptr_t *_Nonnull word, uintptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Adds `value` (wrapping) and returns the word's value before.
WAYFINDER_ATOMIC uintptr_t wayfinder_atomic_add_relaxed(uintptr_t *_Nonnull word, uintptr_t value) {
  return __atomic_fetch_add(word, value, __ATOMIC_RELAXED);
}

/// Adds `value` (wrapping) and returns the word's value before.
WAYFINDER_ATOMIC uintptr_t wayfinder_atomic_add_release(uintptr_t *_Nonnull word, uintptr_t value) {
  return __atomic_fetch_add(word, value, __ATOMIC_RELEASE);
}

#undef WAYFINDER_ATOMIC

#endif
