/// What a compose run did to the pages (paths relative to OUTDIR). Invariant: a page is in
/// `written` only once its file is complete; `failures` holds one line per failed spread, whose
/// earlier files are untouched.
public struct ComposeResult: Sendable {
    public var written: [String] = []
    public var upToDate: [String] = []
    public var failures: [String] = []
    public var mockupsRendered = 0
    /// Pages earlier runs wrote that the storefile no longer makes, removed.
    public var removedStale: [String] = []
    /// Such pages kept because they changed since they were written.
    public var keptChanged: [String] = []
}
