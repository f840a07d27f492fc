import DuoMockup

/// The end of a gallery run, as lines for people or as JSON: what was rendered, what was
/// already up to date, what failed and why, and how fast. Invariant: `failed` lists exactly the
/// items whose status is `.failed`.
struct GallerySummary {
    var input: String
    var outputDirectory: String
    var shard: Shard?
    var jobs: Int
    var results: [GalleryItemResult]
    var seconds: Double
    var pages: GalleryPages.Written?
    /// The input's sub-folders that could not be listed, each as its one-line problem.
    var unreadable: [String] = []

    var failed: [GalleryItemResult] { results.filter { $0.status == .failed } }
    var rendered: [GalleryItemResult] { results.filter { $0.status == .rendered || ($0.status == .failed && !$0.outputs.isEmpty) } }
    var upToDate: [GalleryItemResult] { results.filter { $0.status == .upToDate } }
    var nothingToDo: [GalleryItemResult] { results.filter { $0.status == .nothingToDo } }

    var imagesRendered: Int { rendered.reduce(0) { $0 + $1.outputs.count - $1.kept.count } }
    var imagesUpToDate: Int { upToDate.reduce(0) { $0 + $1.outputs.count } + rendered.reduce(0) { $0 + $1.kept.count } }
    var imagesPerSecond: Double { seconds > 0 ? Double(imagesRendered) / seconds : 0 }

    var lines: [String] {
        var head = "duo-mockup: gallery: \(imagesRendered) image\(imagesRendered == 1 ? "" : "s") rendered"
        head += ", \(imagesUpToDate) up to date"
        head += ", \(failed.count) capture\(failed.count == 1 ? "" : "s") failed"
        if !nothingToDo.isEmpty {
            head += ", \(nothingToDo.count) capture\(nothingToDo.count == 1 ? "" : "s") with no fitting pose"
        }
        head += " (\(results.count) capture\(results.count == 1 ? "" : "s") in \(GalleryProgress.clockText(seconds)), \(GalleryProgress.rate(imagesPerSecond)) images/s, \(jobs) job\(jobs == 1 ? "" : "s")"
        if let shard { head += ", shard \(shard)" }
        head += ")"
        var out = [head]
        for r in nothingToDo {
            out.append("duo-mockup: note: \(r.item.capturePath): none of the requested poses fits this capture's size")
        }
        if let pages {
            out.append("duo-mockup: wrote \(outputDirectory)/\(pages.contactSheet) and \(outputDirectory)/\(pages.page)")
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
        lines.append("  \"contactSheet\": \(pages.map { JSON.string($0.contactSheet) } ?? "null"),")
        lines.append("  \"page\": \(pages.map { JSON.string($0.page) } ?? "null"),")
        lines.append("  \"outputs\": [\n" + outputs.joined(separator: ",\n") + (outputs.isEmpty ? "" : "\n") + "  ],")
        lines.append("  \"noFittingPose\": [\n" + skipped.joined(separator: ",\n") + (skipped.isEmpty ? "" : "\n") + "  ],")
        lines.append("  \"unreadableFolders\": [\n" + unlisted.joined(separator: ",\n") + (unlisted.isEmpty ? "" : "\n") + "  ],")
        lines.append("  \"failures\": [\n" + failures.joined(separator: ",\n") + (failures.isEmpty ? "" : "\n") + "  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
