#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Flow {
  /// Calls `handler` with every event of `source` until this flow ends: binding a view model
  /// to navigation in one line.
  ///
  /// ```swift
  /// let list = ChatListViewModel()  // a property of the flow, which the list's view shows
  ///
  /// init() {
  ///   super.init(root: .list)
  ///   bind(list) { [weak self] event in
  ///     switch event {
  ///     case .selected(let id): self?.router.push(.thread(id: id))
  ///     case .newChatTapped: self?.router.present(.newChat)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The flow keeps the subscription and cancels it when it ends, and it ends by itself when
  /// the view model is released: there is no cancellable to store. Capture the flow weakly, as
  /// above: a flow that is made but never started never ends, and a handler that held it
  /// strongly would keep it and its view models alive.
  public func bind<Source: EventSource>(
    _ source: Source, _ handler: @escaping @MainActor (Source.Event) -> Void
  ) {
    guard !status.hasEnded else { return }
    let subscription = source.events.publisher.sink { [weak self] event in
      // NB: safe: EventChannel sends only on the main actor, and a subject delivers
      // synchronously, so the sink runs there.
      MainActor.assumeIsolated {
        guard let self else { return handler(event) }
        self.withContainerCurrent { handler(event) }
      }
    }
    source.events.retain(subscription)
    keepUntilEnd(CancelOnRelease(subscription))
  }

  /// Runs `handler` with every event of `source` as a task of this flow: for events whose
  /// handling waits, such as running a child flow for its result.
  ///
  /// ```swift
  /// init() {
  ///   super.init(root: .list)
  ///   bind(list) { [weak self] event in
  ///     guard let self, case .newChatTapped = event else { return }
  ///     guard let id = try? await run(NewChatFlow(), presenting: .newChat) else { return }
  ///     router.push(.thread(id: id))
  ///   }
  /// }
  /// ```
  ///
  /// Each event starts its own task on the main actor, at once. The flow cancels the tasks
  /// still running when it ends, and a child flow awaited with `run` is cancelled with its
  /// task, so there is nothing to store. Swift picks this form for any closure with an `await`
  /// in it, so every event it handles runs in a task, even one whose case does not await, and
  /// has navigated only once the task ran; a handler with no `await` at all is called directly
  /// instead (the binding above this one). In a test, `await navigator.settled()`
  /// (WayfinderTesting) returns once every such task has finished or waits for a child flow's
  /// result.
  public func bind<Source: EventSource>(
    _ source: Source, _ handler: @escaping @MainActor (Source.Event) async -> Void
  ) {
    bind(source) { [weak self] (event: Source.Event) in
      self?.startTask { await handler(event) }
    }
  }

  /// Calls `handler` on the main actor with every value of `publisher` until this flow ends.
  ///
  /// Values published on another thread reach `handler` through a task, in order.
  public func bind<Values: Publisher>(
    _ publisher: Values, _ handler: @escaping @MainActor @Sendable (Values.Output) -> Void
  ) where Values.Failure == Never, Values.Output: Sendable {
    guard !status.hasEnded else { return }
    let relay = MainActorRelay { [weak self] (value: Values.Output) in
      guard let self else { return handler(value) }
      self.withContainerCurrent { handler(value) }
    }
    keepUntilEnd(publisher.sink { value in relay.send(value) })
  }

  /// Calls `handler` with every element of `sequence` until this flow ends or the sequence
  /// does.
  ///
  /// ```swift
  /// bind(model.events.values) { [weak self] event in self?.handle(event) }
  /// ```
  public func bind<Elements: AsyncSequence & Sendable>(
    _ sequence: Elements, _ handler: @escaping @MainActor (Elements.Element) -> Void
  ) where Elements.Element: Sendable {
    guard !status.hasEnded else { return }
    let task = Task { @MainActor [weak self] in
      do {
        for try await element in sequence {
          if Task.isCancelled { return }
          guard let self else { return handler(element) }
          self.withContainerCurrent { handler(element) }
        }
      } catch {
        // A failing sequence ends the binding; its error belongs to whoever made it.
      }
    }
    keepUntilEnd(TaskCancellation(task))
  }
}

/// Cancels a subscription when released, unless it has ended already.
final class CancelOnRelease {
  private weak var subscription: AnyCancellable?

  init(_ subscription: AnyCancellable) {
    self.subscription = subscription
  }

  deinit {
    subscription?.cancel()
  }
}

/// Cancels a task when released.
final class TaskCancellation {
  private let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  deinit {
    task.cancel()
  }
}
