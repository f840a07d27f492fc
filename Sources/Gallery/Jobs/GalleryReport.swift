/// What a gallery run did: each item's result (in the items' order), the pages written (none for
/// a shard, or when they could not be written, with `pagesError`), the sub-folders that could not
/// be listed, and how long the rendering took. Invariant: `failed` lists exactly the results
/// whose status is `.failed`.
public struct GalleryReport: Sendable {
    public var results: [GalleryItemResult]
    /// The input's sub-folders that could not be listed, each as its one-line problem.
    public var unreadable: [String] = []
    /// The contact sheet and the page, relative to the output folder, when written.
    public var contactSheet: String?
    public var page: String?
    /// Why the pages could not be written (the images stay written).
    public var pagesError: (any Error)?
    /// Why the contact sheet's labels are drawn without their font, when they are.
    public var labelFontProblem: String?
    /// Seconds from the first render to the pages written.
    public var seconds = 0.0

    public init(results: [GalleryItemResult], unreadable: [String] = []) {
        self.results = results
        self.unreadable = unreadable
    }

    public var failed: [GalleryItemResult] { results.filter { $0.status == .failed } }
    /// Items with outputs written this run (a failed item's written outputs count too).
    public var rendered: [GalleryItemResult] { results.filter { $0.status == .rendered || ($0.status == .failed && !$0.outputs.isEmpty) } }
    public var upToDate: [GalleryItemResult] { results.filter { $0.status == .upToDate } }
    /// Items none of whose requested poses fits the capture's size.
    public var nothingToDo: [GalleryItemResult] { results.filter { $0.status == .nothingToDo } }

    public var imagesRendered: Int { rendered.reduce(0) { $0 + $1.outputs.count - $1.kept.count } }
    public var imagesUpToDate: Int { upToDate.reduce(0) { $0 + $1.outputs.count } + rendered.reduce(0) { $0 + $1.kept.count } }
    public var imagesPerSecond: Double { seconds > 0 ? Double(imagesRendered) / seconds : 0 }

    /// True when an item failed, a sub-folder could not be listed or the pages could not be written.
    public var anyFailed: Bool { !failed.isEmpty || !unreadable.isEmpty || pagesError != nil }
    /// True when something failed and no image was written or up to date.
    public var nothingDone: Bool { anyFailed && imagesRendered + imagesUpToDate == 0 }
}
