@_exported import Wayfinder
