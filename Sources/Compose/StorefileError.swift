import _Batch

/// Every mistake found in a storefile, each with its place (`sets[1].pages[0].devices[0].pose`)
/// and what was expected; thrown before anything is rendered.
public typealias StorefileError = FileMistakes
