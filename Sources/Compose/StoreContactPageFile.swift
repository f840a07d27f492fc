import _Batch
import Codecs

/// Writes a compose run's `StoreContactPage` as OUTDIR/index.html through the record of what
/// compose wrote there (`WrittenFiles`, kind "compose"): a file of the user's (or a gallery's)
/// named index.html is never replaced, and an unchanged page is not rewritten. A reloading page's
/// version goes to `versionScript`, inside OUTDIR's bookkeeping folder. Invariant: index.html is
/// written only when it is missing or holds bytes compose wrote.
enum StoreContactPageFile {
    static let page = "index.html"
    /// The script a reloading page polls, relative to OUTDIR.
    static let versionScript = OutputSafety.reservedFolder + "/compose-page.js"

    /// The contact page of `plan`'s pages (and videos), each with the hash its stamp records.
    static func make(plan: ComposePlan, title: String, failures: [String], reloads: Bool,
                     safety: OutputSafety) -> StoreContactPage {
        var groups: [StoreContactPage.Group] = []
        for job in plan.jobs {
            let stamp = (try? safety.resolve(ComposeRunner.stampFile(job), allowReserved: true))
                .flatMap { try? FileBytes.read($0) }.flatMap { PageStamp(text: String(decoding: $0, as: UTF8.self)) }
            let hashes = Dictionary(stamp?.pages.map { ($0.file, $0.hash) } ?? [], uniquingKeysWith: { a, _ in a })
            let pages = (job.outputs + job.videos).map { StoreContactPage.Page(file: $0, hash: hashes[$0]) }
            if let last = groups.last, last.locale == job.locale.code, last.set == job.setName {
                groups[groups.count - 1].pages += pages
            } else {
                groups.append(StoreContactPage.Group(locale: job.locale.code, set: job.setName, pages: pages))
            }
        }
        return StoreContactPage(title: title, groups: groups, failures: failures, reloads: reloads)
    }

    /// Writes `contact` (and its version script when it reloads); throws `BatchError.notWrittenHere`
    /// or `.folderWhereAFileGoes` when index.html is not compose's, before writing anything.
    static func write(_ contact: StoreContactPage, safety: OutputSafety) throws {
        let html = Array(contact.html.utf8)
        var record = WrittenFiles(kind: "compose", safety: safety)
        try record.checkMayReplace(page)
        let path = try safety.resolve(page)
        if (try? FileBytes.read(path)) != html {
            try record.record(page, hash: WrittenFiles.hash(html))
            try safety.write(html, to: page)
        }
        guard contact.reloads else { return }
        let script = Array(contact.versionScript.utf8)
        if (try? safety.resolve(versionScript, allowReserved: true)).flatMap({ try? FileBytes.read($0) }) != script {
            try safety.write(script, to: versionScript, allowReserved: true)
        }
    }
}
