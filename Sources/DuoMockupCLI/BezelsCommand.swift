import _Support
import DuoMockup

/// `duo-mockup bezels [--bezels DIR] [--json]`: lists the bezel art found, per pose.
enum BezelsCommand: Command {
    static let name = "bezels"
    static let summary = "List the bezel art found: pose, file, screen rectangle, corner radius, hinge."
    static let usage = "bezels [--bezels DIR] [--json]"
    static let options: [OptionSpec] = [
        OptionSpec("--bezels", value: "DIR", help: "folder of bezel art (default: the usual places, else the example art)"),
        OptionSpec("--json", help: "print JSON instead of a table"),
    ]

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        let found = try BezelSet.locate(explicit: a.string("--bezels"), environment: console.environment)
        let set = try BezelSet.load(directory: found.directory, isExample: found.isExample)
        let bezels = set.bezels.sorted { Pose.flatPoses.firstIndex(of: $0.pose)! < Pose.flatPoses.firstIndex(of: $1.pose)! }
        if a.flag("--json") {
            var items: [String] = []
            for b in bezels {
                let r = b.screen.rect
                var fields = [
                    "\"pose\": \(JSON.string(b.pose.name))", "\"file\": \(JSON.string(b.path))",
                    "\"size\": [\(b.art.width), \(b.art.height)]",
                    "\"screen\": {\"x\": \(r.x), \"y\": \(r.y), \"width\": \(r.width), \"height\": \(r.height)}",
                    "\"cornerRadius\": \(JSON.number(b.screen.cornerRadius))",
                ]
                if let h = b.hinge { fields.append("\"hinge\": \(JSON.number(h))") }
                items.append("    {" + fields.joined(separator: ", ") + "}")
            }
            console.out("{\n  \"directory\": \(JSON.string(found.directory)),\n  \"source\": \(JSON.string(found.source)),\n  \"example\": \(found.isExample),\n  \"bezels\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}")
            return 0
        }
        console.out("bezel art in \(found.directory) (\(found.source))")
        console.out("pose".padding(14) + "file".padding(28) + "screen".padding(22) + "radius".padding(8) + "hinge")
        for b in bezels {
            let name = PathText.lastComponent(b.path)
            let hinge = b.hinge.map { (b.pose == .open ? "x " : "y ") + JSON.number($0) } ?? "-"
            console.out(b.pose.name.padding(14) + name.padding(28) + b.screen.rect.description.padding(22)
                        + NumberText.decimal(b.screen.cornerRadius, places: 1).padding(8) + hinge)
        }
        if !bezels.contains(where: { $0.pose == .closedTurned }), bezels.contains(where: { $0.pose == .closed }) {
            console.out("closed-turned: the closed art, turned a quarter")
        }
        for report in set.reports where report.problem != nil {
            console.out("not a bezel: \(report)")
        }
        return 0
    }
}
