// What Swift cannot say, for WayfinderDI's resolution bookkeeping: the address of the current
// stack frame, state kept per thread (see StackDepth.swift and ThreadResolution.swift), and the
// count of resolves in progress that lets replaced registrations be freed (Readers.swift).
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

/// The calling thread's resolution state, four words: how many resolves that make an instance
/// are in progress on this thread, the stack address where the outermost of them began, the
/// shared instance being built innermost (a `BuildRecord`, unretained) or 0, and how many
/// `completed` closures are running.
extern _Thread_local uintptr_t wayfinder_di_thread_state[4];

static inline __attribute__((always_inline)) uintptr_t *_Nonnull wayfinder_di_thread_words(void) {
  return wayfinder_di_thread_state;
}

/// Whether `address` lies in the calling thread's stack, above the lowest address a resolution
/// may reach: the stack's lowest address plus a reserve (an eighth of the stack, at least
/// 128 KiB; 1 MiB more on Linux's main thread; of at most 64 MiB of it). 0 where the stack's
/// bounds cannot be read. The bounds are read on the thread's first call, then kept.
int wayfinder_di_stack_has_room(uintptr_t address);

/// The resolves in progress in the process: word 0 is the epoch; then one counter per cache line,
/// for each of two generations (the epoch's parity) and 16 stripes (threads, by stack address).
/// See Readers.swift.
extern _Alignas(64) uintptr_t wayfinder_di_readers[8 + 2 * 16 * 8];

/// Counts a resolve that is about to read registrations without retaining them; returns the
/// counter to give `wayfinder_di_read_leave` when it ends.
///
/// NB: sequentially consistent, so the reads that follow cannot move before the count; inline,
/// so a resolve in the caller's specialised code pays no call.
static inline __attribute__((always_inline)) uintptr_t *_Nonnull wayfinder_di_read_enter(void) {
  uintptr_t epoch = __atomic_load_n(&wayfinder_di_readers[0], __ATOMIC_ACQUIRE);
  uint64_t hash = ((uint64_t)(uintptr_t)__builtin_frame_address(0) >> 16) * 0x9E3779B97F4A7C15ull;
  uintptr_t stripe = (uintptr_t)(hash >> 60);
  uintptr_t *counter = &wayfinder_di_readers[8 + (((epoch & 1) << 4) | stripe) * 8];
  __atomic_fetch_add(counter, 1, __ATOMIC_SEQ_CST);
  return counter;
}

/// Ends the resolve `wayfinder_di_read_enter` counted; releasing, so its reads happen before a
/// writer sees the count drop.
static inline __attribute__((always_inline)) void wayfinder_di_read_leave(
  uintptr_t *_Nonnull counter
) {
  __atomic_fetch_sub(counter, 1, __ATOMIC_RELEASE);
}

/// 1 while factories are timed for the slow-resolve signposts (`Container.signposts`), else 0:
/// written under their lock, read without ordering as each factory runs (a factory that starts
/// as the signposts change may be timed or not).
extern uintptr_t wayfinder_di_times_factories;

static inline __attribute__((always_inline)) uintptr_t wayfinder_di_factories_timed(void) {
  return __atomic_load_n(&wayfinder_di_times_factories, __ATOMIC_RELAXED);
}

static inline __attribute__((always_inline)) void wayfinder_di_time_factories(uintptr_t on) {
  __atomic_store_n(&wayfinder_di_times_factories, on, __ATOMIC_RELAXED);
}

/// The epoch a registration withdrawn just before is tagged with (after a full fence).
uintptr_t wayfinder_di_read_epoch_tag(void);

/// Advances the epoch as far as drained generations allow (at most three times) and returns it.
uintptr_t wayfinder_di_read_epoch_advance(void);

#endif
