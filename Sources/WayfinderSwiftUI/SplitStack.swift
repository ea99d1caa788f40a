#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// The columns of a split flow, drawn by ``FlowStack`` when the state lays the stack out in
  /// columns: the sidebar, the content column and the detail's first screen, with the screens
  /// above it in the detail column's `NavigationStack`, in a `NavigationSplitView` that
  /// collapses into one stack in narrow sizes.
  ///
  /// What it draws and how it reads SwiftUI's write-backs are decided by the platform-free
  /// ``SplitColumns`` and ``StackModel``; this view only maps them to SwiftUI.
  struct SplitStack<Route: Hashable & Codable & Sendable>: View {
    let columns: SplitColumns
    let drawing: ContainerDrawing
    let model: ContainerModel<Route>
    let bar: Visibility
    @Environment(\.columnPlaceholder) private var placeholder
    #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
      @Environment(\.horizontalSizeClass) private var sizeClass
    #endif

    var body: some View {
      let stack = model.stack
      // NB: read as the view draws, so a write-back that was not taken draws the columns again.
      _ = stack.redraws
      return
        splitView
        .backQuestion(of: stack, confirmation: drawing.confirmation)
        .onChange(of: isCollapsed, initial: true) { _, collapsed in stack.isCollapsed = collapsed }
    }

    /// The split view of two or three columns.
    private var splitView: AnyView {
      guard columns.layout.hasContentColumn else {
        return AnyView(
          NavigationSplitView(
            columnVisibility: visibility, preferredCompactColumn: compactColumn,
            sidebar: { sidebar }, detail: { detail }))
      }
      return AnyView(
        NavigationSplitView(
          columnVisibility: visibility, preferredCompactColumn: compactColumn,
          sidebar: { sidebar },
          content: { column(columns.content, .content).id(columns.content) },
          detail: { detail }))
    }

    private var sidebar: some View {
      column(columns.sidebar, .sidebar).id(model.rootID)
    }

    /// The detail column: its first screen at the root of a `NavigationStack` whose path is the
    /// screens above it, or the placeholder while it shows nothing.
    private var detail: some View {
      NavigationStack(path: detailPath) {
        column(columns.detail, .detail)
          .id(columns.detail)
          .pushedScreens(drawing: drawing, model: model, bar: bar)
      }
    }

    /// The screen of a column, or the placeholder for `column` when it shows nothing.
    @ViewBuilder
    private func column(_ screen: ScreenRoute?, _ column: SplitColumn) -> some View {
      if let screen, column != .sidebar {
        columnScreen(screen, column).arriving(asColumnScreen: screen)
      } else if let screen {
        columnScreen(screen, column)
      } else {
        placeholder?.view(column) ?? AnyView(EmptyView())
      }
    }

    /// The screen of a column, with its back button.
    private func columnScreen(_ screen: ScreenRoute, _ column: SplitColumn) -> some View {
      drawing.screen(screen)
        .onDidAppear { model.screenAppeared(screen) }
        .backButton(
          of: screen, in: model.stack, title: drawing.confirmation.back,
          inColumn: column != .sidebar
        )
        .toolbar(bar, for: .flowBar)
    }

    private var detailPath: Binding<[ScreenRoute]> {
      let stack = model.stack
      return Binding(
        get: { @MainActor in stack.shownDetailPath },
        set: { @MainActor path in stack.userSetDetailPath(path) })
    }

    private var compactColumn: Binding<NavigationSplitViewColumn> {
      let stack = model.stack
      return Binding(
        get: { @MainActor in (stack.shownColumns?.topColumn ?? .sidebar).swiftUI },
        set: { @MainActor column in stack.userShowedColumn(SplitColumn(column)) })
    }

    private var visibility: Binding<NavigationSplitViewVisibility> {
      let stack = model.stack
      return Binding(
        get: { @MainActor in
          (stack.shownColumns?.layout.columnVisibility ?? .automatic).swiftUI
        },
        set: { @MainActor visibility in
          stack.userSetColumnVisibility(ColumnVisibility(visibility))
        })
    }

    /// Whether the columns are collapsed into one stack, as the platform decides
    /// (``SwiftUIPlatform/collapsesColumns(inCompactWidth:)``). The model keeps what the view
    /// last saw, and reads it when SwiftUI writes back.
    private var isCollapsed: Bool {
      #if canImport(UIKit) && !os(watchOS) && !os(tvOS)
        let compact = sizeClass == .compact
      #else
        let compact = false
      #endif
      return SwiftUIPlatform.current.collapsesColumns(inCompactWidth: compact)
    }
  }

  extension SplitColumn {
    fileprivate var swiftUI: NavigationSplitViewColumn {
      switch self {
      case .sidebar: .sidebar
      case .content: .content
      case .detail: .detail
      // NB: a column this version does not know is the detail.
      @unknown default: .detail
      }
    }

    /// The column `column` names; `nil` for one this version does not know.
    fileprivate init?(_ column: NavigationSplitViewColumn) {
      switch column {
      case .sidebar: self = .sidebar
      case .content: self = .content
      case .detail: self = .detail
      default: return nil
      }
    }
  }

  extension ColumnVisibility {
    fileprivate var swiftUI: NavigationSplitViewVisibility {
      switch self {
      case .automatic: .automatic
      case .all: .all
      case .doubleColumn: .doubleColumn
      case .detailOnly: .detailOnly
      // NB: a visibility this version does not know is the platform's choice.
      @unknown default: .automatic
      }
    }

    /// The visibility `visibility` names; `nil` for one this version does not know.
    fileprivate init?(_ visibility: NavigationSplitViewVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .all: self = .all
      case .doubleColumn: self = .doubleColumn
      case .detailOnly: self = .detailOnly
      default: return nil
      }
    }
  }
#endif
