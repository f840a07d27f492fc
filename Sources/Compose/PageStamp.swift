/// What a compose run records beside a spread once its pages are written: the spread's content
/// key, the storefile that made it, and each page with the hash of the bytes written (so that a
/// later run can tell its own, unchanged pages from files someone has since edited). Invariant:
/// `key` and `owner` hold no newline, and every page is a path relative to OUTDIR, as
/// `ComposePlan.Job.outputs` gives it.
struct PageStamp: Equatable {
    /// One written page: its path relative to OUTDIR and `ContentHash` hex of its bytes.
    struct Page: Equatable {
        var file: String
        var hash: String
    }

    var key: String
    /// The storefile that wrote the spread, as a path relative to OUTDIR
    /// (`StalePages.owner(storefile:outputDirectory:)`); nil in stamps from before it was recorded.
    var owner: String?
    /// Empty in stamps written before pages were listed (the key alone).
    var pages: [Page]

    init(key: String, owner: String?, pages: [Page]) {
        self.key = key
        self.owner = owner
        self.pages = pages
    }

    /// Reads a stamp's text: the key on the first line, `storefile <path>` on the second, then one
    /// `<hash> <page>` line per page. Nil when the text is empty or a line is not of that form.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, !first.isEmpty else { return nil }
        var owner: String?
        if lines.count > 1, lines[1].hasPrefix("storefile ") { owner = String(lines[1].dropFirst("storefile ".count)) }
        var pages: [Page] = []
        for line in lines.dropFirst(owner == nil ? 1 : 2) {
            guard let space = line.firstIndex(of: " ") else { return nil }
            let hash = String(line[..<space]), file = String(line[line.index(after: space)...])
            guard hash.count == 16, hash.allSatisfy(\.isHexDigit), !file.isEmpty else { return nil }
            pages.append(Page(file: file, hash: hash))
        }
        self.init(key: first, owner: owner, pages: pages)
    }

    /// The text `init(text:)` reads back.
    var text: String {
        ([key] + (owner.map { ["storefile " + $0] } ?? []) + pages.map { "\($0.hash) \($0.file)" })
            .joined(separator: "\n") + "\n"
    }
}
