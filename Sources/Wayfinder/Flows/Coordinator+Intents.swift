extension Coordinator {
  func acceptsIntent(_ intent: DeepLinkStep) -> Bool {
    intent.routeType == ObjectIdentifier(Route.self)
  }

  var slottedShownChildren: [Flow] {
    Slot.all(in: router.storage).compactMap { slot in
      if case .tab(let tab) = slot, tab != router.storage.root { return nil }
      return places.flow(at: slot)
    }
  }

  func applyIntent(_ intent: DeepLinkStep) throws(NavigationError) {
    guard let routes = intent.typedRoutes as? [Route] else { return }
    switch intent.action {
    case .push:
      try router.change(animated: true, reach: .anywhere, completion: nil) {
        (state) throws(NavigationError) in
        state.dismissAll()
        try state.push(contentsOf: routes)
      }
    case .path:
      try router.change(animated: true, reach: .anywhere, completion: nil) {
        (state) throws(NavigationError) in
        state.dismissAll()
        try state.setPath(routes)
      }
    case .setRoot(let hidesBar):
      if let route = routes.first {
        try router.change(animated: true, completion: nil) { (state) throws(NavigationError) in
          try state.setRoot(route, hidesBar: hidesBar)
        }
      }
    case .select:
      if let route = routes.first {
        // NB: a tab's presentations cover the whole tab bar: the tab a link leaves takes them
        // away, so that the link's screens are not shown under them.
        if let left = router.storage.selectedTab, left != route {
          try places.flow(at: .tab(left))?.dismissPresentationsInSubtree()
        }
        try router.change(animated: true, completion: nil) { (state) throws(NavigationError) in
          try state.select(route)
        }
      }
    case .present(let style):
      // NB: a link that presents what is already on top (opened twice) has nothing to do.
      if let route = routes.first, router.storage.presented.last?.route != route {
        try router.presentChange(route, style: style)
      }
    }
  }
}

extension Coordinator {
  func dismissIntentPresentations(above child: Flow?) throws(NavigationError) {
    var kept = 0
    if let child {
      guard let slot = places.slot(of: child) else { return }
      if case .presented(let index, _) = slot { kept = index + 1 }
    }
    let extra = router.storage.presented.count - kept
    guard extra > 0 else { return }
    try router.change(animated: true, reach: .anywhere, completion: nil) {
      (state) throws(NavigationError) in
      try state.dismiss(count: extra)
    }
  }
}

extension Flow {
  /// Dismisses everything this flow and the flows below it present.
  func dismissPresentationsInSubtree() throws(NavigationError) {
    var pending: [Flow] = [self]
    while let flow = pending.popLast() {
      try flow.dismissPresentations(above: nil)
      pending.append(contentsOf: flow.children)
    }
  }

  /// Dismisses what the ancestors of this flow present above it, so that its screens are the
  /// ones on screen.
  func bringToFront() throws(NavigationError) {
    var child = self
    while let parent = child.parent {
      try parent.dismissPresentations(above: child)
      child = parent
    }
  }
}
