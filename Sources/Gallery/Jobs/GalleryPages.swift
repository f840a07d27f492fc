import _Batch
import Codecs
import Mockup
import Motion
import Raster

/// Writes OUTDIR/contact-sheet.png and OUTDIR/index.html for a gallery's results, from the
/// thumbnails the renderer left in OUTDIR/.gallery/thumbs (remade from the output when missing).
enum GalleryPages {
    static let contactSheet = "contact-sheet.png"
    static let page = "index.html"

    /// What was written, relative to OUTDIR.
    struct Written {
        var contactSheet: String
        var page: String
    }

    /// The record of the pages a gallery wrote (`WrittenFiles`), which alone lets it replace them.
    static func record(_ safety: OutputSafety) -> WrittenFiles { WrittenFiles(kind: "gallery", safety: safety) }

    /// Throws unless both pages may be written: missing, or written by a gallery and unchanged.
    static func checkMayReplace(_ safety: OutputSafety) throws {
        let record = record(safety)
        for file in [contactSheet, page] { try record.checkMayReplace(file) }
    }

    static func write(results: [GalleryItemResult], safety: OutputSafety, title: String) throws -> Written {
        let sorted = results.filter { !$0.outputs.isEmpty }.sorted { $0.item.name < $1.item.name }
        var sheetGroups: [ContactSheet.Group] = []
        var pageGroups: [GalleryPage.Group] = []
        for r in sorted {
            let outputs = r.outputs.sorted { order($0) < order($1) }
            sheetGroups.append(ContactSheet.Group(title: r.item.name, cells: outputs.map {
                ContactSheet.Cell(label: $0.label, thumbnail: thumbnail(for: $0, safety: safety))
            }))
            pageGroups.append(GalleryPage.Group(title: r.item.name, outputs: outputs.map {
                (output: $0, thumbnail: GalleryRenderer.thumbnailFile(for: $0.file))
            }))
        }
        let failures = results.filter { $0.status == .failed }.sorted { $0.item.name < $1.item.name }
            .flatMap { r in r.failures.map { (capture: r.item.capturePath, reason: withoutPath($0, r.item.capturePath)) } }
        let sheet = try ImageFile.encode(ContactSheet(groups: sheetGroups).render(), format: .png)
        let html = Array(GalleryPage(title: title, groups: pageGroups, failures: failures, contactSheet: contactSheet).html.utf8)
        var record = record(safety)
        for (file, bytes) in [(contactSheet, sheet), (page, html)] {
            try record.checkMayReplace(file)
            try record.record(file, hash: WrittenFiles.hash(bytes))
            try safety.write(bytes, to: file)
        }
        _ = try record.finish(keeping: [contactSheet, page])
        return Written(contactSheet: contactSheet, page: page)
    }

    /// Pose order, then angle.
    private static func order(_ o: GalleryOutput) -> Double {
        Double(Pose.allCases.firstIndex(of: o.pose)!) * 1000 + (o.degrees ?? 0)
    }

    /// The output's thumbnail, remade from the output when the stored one is missing or unreadable.
    private static func thumbnail(for output: GalleryOutput, safety: OutputSafety) -> Image? {
        let file = GalleryRenderer.thumbnailFile(for: output.file)
        if let path = try? safety.resolve(file, allowReserved: true), let thumb = try? ImageFile.read(path: path) {
            return thumb.image
        }
        // A video's thumbnail is remade from the poster beside it.
        let source = Recording.isRecording(output.file) || ClipFormat(path: output.file)?.needsFFmpeg == true
            ? GalleryRenderer.posterFile(for: output.file) : output.file
        guard let path = try? safety.resolve(source), let full = try? ImageFile.read(path: path) else { return nil }
        let thumb = GalleryRenderer.thumbnail(of: full.image)
        _ = try? safety.write(thumb, colour: full.colour, to: file, allowReserved: true)
        return thumb
    }

    /// A failure's reason without the capture's path in front, which the page shows beside it.
    static func withoutPath(_ reason: String, _ path: String) -> String {
        var r = reason
        while r.hasPrefix(path + ": ") { r.removeFirst(path.count + 2) }
        return r.replacingOccurrences(of: ": " + path + ": ", with: ": ")
    }
}
