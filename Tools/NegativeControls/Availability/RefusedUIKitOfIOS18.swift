// module: WayfinderUIKit
// UITab is iOS 18: outside `if #available` the gate must refuse it.
import UIKit

@MainActor
func chatsTab() -> AnyObject {
  UITab(title: "Chats", image: nil, identifier: "chats") { _ in UIViewController() }
}
