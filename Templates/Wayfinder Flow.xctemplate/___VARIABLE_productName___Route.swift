import Wayfinder

/// The screens of the ___ v a r i a b l e_product name___ flow.
enum ___VARIABLE_productName___Route: Hashable, Codable, Sendable {
  case first
  case second
}
