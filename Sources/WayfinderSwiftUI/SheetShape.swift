#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  extension View {
    /// This presented screen with its sheet options from `shown`'s style: the detents it rests
    /// at, the one it rests at now (a drag written back to the router through `stages`), and
    /// its sizing.
    func sheetShape<Route>(
      _ shown: PresentationStages<Route>.Shown, of stages: PresentationStages<Route>
    ) -> some View {
      let detents = stages.detents(of: shown)
      let selection = Binding(
        get: { @MainActor in stages.selectedDetent(of: shown)?.swiftUI ?? .large },
        set: { @MainActor (detent: PresentationDetent) in
          if let chosen = stages.detents(of: shown).first(where: { $0.swiftUI == detent }) {
            stages.userSelected(chosen, of: shown)
          }
        })
      return
        presentationDetents(
          Set(detents.isEmpty ? [.large] : detents.map(\.swiftUI)), selection: selection
        )
        .sized(shown.style.sizing)
    }

    /// A form sheet where the system offers the sizing (iOS 18, macOS 15 and later); a page
    /// sheet before.
    @ViewBuilder
    private func sized(_ sizing: SheetSizing) -> some View {
      // NB: every platform is named: `*` would let macOS 14 call an API of macOS 15, which the
      // type-check on Linux cannot see (it ignores Apple platforms' versions).
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        sizing == .form
      {
        presentationSizing(.form)
      } else {
        self
      }
    }
  }

  extension View {
    /// A presented screen at a size of its own where the platform sizes a sheet by its
    /// content's ideal size (macOS: a navigation stack with a list would be a thin strip);
    /// elsewhere the screen unchanged.
    @ViewBuilder
    func presentedSize() -> some View {
      #if canImport(UIKit)
        self
      #else
        frame(minWidth: 360, idealWidth: 540, minHeight: 320, idealHeight: 620)
      #endif
    }
  }

  extension SheetDetent {
    /// SwiftUI's detent for this one.
    var swiftUI: PresentationDetent {
      switch self {
      case .medium: .medium
      case .large: .large
      case .height(let points): .height(CGFloat(points))
      case .fraction(let fraction): .fraction(CGFloat(fraction))
      // NB: a detent this version does not know is the full height.
      @unknown default: .large
      }
    }
  }

  extension ArrowEdge {
    /// SwiftUI's edge for this one.
    var swiftUI: Edge {
      switch self {
      case .top: .top
      case .bottom: .bottom
      case .leading: .leading
      case .trailing: .trailing
      }
    }
  }
#endif
