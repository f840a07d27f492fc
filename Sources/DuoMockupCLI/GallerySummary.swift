import DuoMockup
import _Support

/// The end of a gallery run (`GalleryReport`), as lines for people or as JSON: what was
/// rendered, what was already up to date, what failed and why, and how fast.
struct GallerySummary {
    var input: String
    var outputDirectory: String
    var shard: Shard?
    var jobs: Int
    var report: GalleryReport

    var results: [GalleryItemResult] { report.results }
    var seconds: Double { report.seconds }
    var unreadable: [String] { report.unreadable }
    var failed: [GalleryItemResult] { report.failed }
    var nothingToDo: [GalleryItemResult] { report.nothingToDo }
    var imagesRendered: Int { report.imagesRendered }
    var imagesUpToDate: Int { report.imagesUpToDate }
    var imagesPerSecond: Double { report.imagesPerSecond }

    var lines: [String] {
        var head = "duo-mockup: gallery: \(imagesRendered) image\(imagesRendered == 1 ? "" : "s") rendered"
        head += ", \(imagesUpToDate) up to date"
        head += ", \(failed.count) capture\(failed.count == 1 ? "" : "s") failed"
        if !nothingToDo.isEmpty {
            head += ", \(nothingToDo.count) capture\(nothingToDo.count == 1 ? "" : "s") with no fitting pose"
        }
        head += " (\(results.count) capture\(results.count == 1 ? "" : "s") in \(ProgressLine.clockText(seconds)), \(ProgressLine.rate(imagesPerSecond)) images/s, \(jobs) job\(jobs == 1 ? "" : "s")"
        if let shard { head += ", shard \(shard)" }
        head += ")"
        var out = [head]
        for r in nothingToDo {
            out.append("duo-mockup: note: \(r.item.capturePath): none of the requested poses fits this capture's size")
        }
        if let sheet = report.contactSheet, let page = report.page {
            out.append("duo-mockup: wrote \(outputDirectory)/\(sheet) and \(outputDirectory)/\(page)")
        } else if shard != nil {
            out.append("duo-mockup: note: shards write no contact sheet or page; run once more without --shard when all are done")
        }
        if !failed.isEmpty {
            out.append("duo-mockup: failed:")
            for r in failed { for f in r.failures { out.append("  \(f)") } }
        }
        return out
    }

    var json: String {
        typealias F = JSONOutput.Field
        var outputs: [JSONOutput] = []
        for r in results.sorted(by: { $0.item.name < $1.item.name }) where r.status != .failed || !r.outputs.isEmpty {
            for o in r.outputs {
                var fields = [F("file", .string(o.file)), F("capture", .string(r.item.capturePath)), F("pose", .string(o.pose.name))]
                if let d = o.degrees { fields.append(F("degrees", .number(d))) }
                fields.append(F("status", .string(r.status == .upToDate || r.kept.contains(o) ? "up-to-date" : "rendered")))
                outputs.append(.object(fields))
            }
        }
        var failures: [JSONOutput] = []
        for r in failed.sorted(by: { $0.item.name < $1.item.name }) {
            for f in r.failures {
                failures.append(.object([F("capture", .string(r.item.capturePath)), F("error", .string(f))]))
            }
        }
        return JSON.document(.object([
            F("input", .string(input)), F("output", .string(outputDirectory)), F("shard", .optional(shard?.description)),
            F("jobs", .integer(jobs)), F("captures", .integer(results.count)), F("rendered", .integer(imagesRendered)),
            F("upToDate", .integer(imagesUpToDate)), F("failed", .integer(failed.count)),
            F("seconds", .number(seconds)), F("imagesPerSecond", .number(imagesPerSecond)),
            F("contactSheet", .optional(report.contactSheet)), F("page", .optional(report.page)),
            F("outputs", .list(outputs)), F("noFittingPose", .list(nothingToDo.map { .string($0.item.capturePath) })),
            F("unreadableFolders", .list(unreadable.map { .string($0) })), F("failures", .list(failures)),
        ]))
    }
}
