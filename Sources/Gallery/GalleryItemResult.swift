import Mockup
/// What became of one gallery item in a run. Invariant: `status == .failed` exactly when
/// `failures` is not empty; `outputs` lists the files that exist and are current (written now,
/// or found up to date).
public struct GalleryItemResult: Sendable {
    /// What happened to one capture; its raw value is the word the JSON summary uses.
    public enum Status: String, Sendable {
        /// Outputs were written in this run.
        case rendered
        /// Every output was already current; nothing was written.
        case upToDate = "up-to-date"
        /// The capture gave no output: none of the requested poses fits its size.
        case nothingToDo = "nothing-to-do"
        /// Some or all outputs could not be made; `failures` says why.
        case failed
    }

    public var item: GalleryItem
    public var status: Status
    public var outputs: [GalleryOutput]
    public var failures: [String]
    /// Seconds spent on the item (hashing, decoding, rendering, writing).
    public var seconds: Double
    /// Outputs among `outputs` that were up to date and kept, not rendered again (only the poses
    /// or angles changed since the last run).
    public var kept: [GalleryOutput] = []
    /// Colour information of the capture or the art that could not be used, one line each
    /// naming its file (the item is still rendered, in sRGB for that input).
    public var warnings: [String] = []

    public init(item: GalleryItem, status: Status, outputs: [GalleryOutput] = [], failures: [String] = [],
                seconds: Double = 0) {
        self.item = item; self.status = status; self.outputs = outputs; self.failures = failures
        self.seconds = seconds
    }
}
