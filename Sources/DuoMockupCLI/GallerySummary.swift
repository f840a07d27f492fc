import DuoMockup

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
        var outputs: [String] = []
        for r in results.sorted(by: { $0.item.name < $1.item.name }) where r.status != .failed || !r.outputs.isEmpty {
            for o in r.outputs {
                var fields = ["\"file\": \(JSON.string(o.file))", "\"capture\": \(JSON.string(r.item.capturePath))",
                              "\"pose\": \(JSON.string(o.pose.name))"]
                if let d = o.degrees { fields.append("\"degrees\": \(JSON.number(d))") }
                fields.append("\"status\": \(JSON.string(r.status == .upToDate || r.kept.contains(o) ? "up-to-date" : "rendered"))")
                outputs.append("    {" + fields.joined(separator: ", ") + "}")
            }
        }
        var failures: [String] = []
        for r in failed.sorted(by: { $0.item.name < $1.item.name }) {
            for f in r.failures {
                failures.append("    {\"capture\": \(JSON.string(r.item.capturePath)), \"error\": \(JSON.string(f))}")
            }
        }
        let skipped = nothingToDo.map { "    " + JSON.string($0.item.capturePath) }
        let unlisted = unreadable.map { "    " + JSON.string($0) }
        var lines = [
            "{",
            "  \"input\": \(JSON.string(input)),",
            "  \"output\": \(JSON.string(outputDirectory)),",
            "  \"shard\": \(shard.map { JSON.string($0.description) } ?? "null"),",
            "  \"jobs\": \(jobs),",
            "  \"captures\": \(results.count),",
            "  \"rendered\": \(imagesRendered),",
            "  \"upToDate\": \(imagesUpToDate),",
            "  \"failed\": \(failed.count),",
            "  \"seconds\": \(JSON.number(seconds)),",
            "  \"imagesPerSecond\": \(JSON.number(imagesPerSecond)),",
        ]
        lines.append("  \"contactSheet\": \(report.contactSheet.map { JSON.string($0) } ?? "null"),")
        lines.append("  \"page\": \(report.page.map { JSON.string($0) } ?? "null"),")
        lines.append("  \"outputs\": [\n" + outputs.joined(separator: ",\n") + (outputs.isEmpty ? "" : "\n") + "  ],")
        lines.append("  \"noFittingPose\": [\n" + skipped.joined(separator: ",\n") + (skipped.isEmpty ? "" : "\n") + "  ],")
        lines.append("  \"unreadableFolders\": [\n" + unlisted.joined(separator: ",\n") + (unlisted.isEmpty ? "" : "\n") + "  ],")
        lines.append("  \"failures\": [\n" + failures.joined(separator: ",\n") + (failures.isEmpty ? "" : "\n") + "  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
