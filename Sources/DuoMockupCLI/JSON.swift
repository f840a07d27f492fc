import _Support

/// The command line's short name for the package's one JSON writer (`JSONWriter`, in _Support).
typealias JSON = JSONWriter
