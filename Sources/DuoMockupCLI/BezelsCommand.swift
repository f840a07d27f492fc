import _Support
import DuoMockup

/// `duo-mockup bezels [--bezels DIR | --bezel FILE] [--json]`: lists every pose as found,
/// ambiguous (with the files) or missing, and the files that are not bezels.
enum BezelsCommand: Command {
    static let name = "bezels"
    static let summary = "List the bezel art found per pose (found, ambiguous or missing): file, screen, corner radius, hinge."
    static let usage = "bezels [--bezels DIR | --bezel FILE] [--json]"
    static let options: [OptionSpec] = [
        OptionSpec("--bezels", value: "DIR", help: "folder of bezel art (default: the usual places, else the example art)"),
        OptionSpec("--bezel", value: "FILE", help: "one PNG: the pose its screen's aspect ratio gives"),
        OptionSpec("--json", help: "print JSON instead of a table"),
    ]

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        if !a.positionals.isEmpty { throw UsageError("bezels takes no arguments, got \(a.positionals.joined(separator: " ")) (use --bezels DIR)") }
        let directory: String, source: String, isExample: Bool
        let statuses: [(pose: Pose, status: BezelPoseStatus)]
        var notBezels: [(file: String, problem: String)] = []
        var loadedSet: BezelSet?
        if let file = a.string("--bezel") {
            if a.string("--bezels") != nil { throw UsageError("give --bezel FILE or --bezels DIR, not both") }
            let bezel = try BezelSet.single(file: file)
            (directory, source, isExample) = (file, "--bezel", false)
            statuses = [(bezel.pose, .found(bezel))]
        } else {
            let found = try BezelSet.locate(explicit: a.string("--bezels"), environment: console.environment)
            let set = try BezelSet.load(directory: found.directory, isExample: found.isExample)
            (directory, source, isExample) = (found.directory, found.origin == .given ? "--bezels" : found.origin.name, found.isExample)
            statuses = set.poseStatuses
            notBezels = set.notBezels
            loadedSet = set
        }
        let ambiguous = statuses.contains { if case .ambiguous = $0.status { return true }; return false }
        if a.flag("--json") {
            console.out(json(directory: directory, source: source, isExample: isExample, statuses: statuses, notBezels: notBezels,
                             back: loadedSet))
        } else {
            console.out("bezel art in \(directory) (\(source))")
            console.out("pose".padding(14) + "file".padding(28) + "screen".padding(22) + "radius".padding(8) + "hinge")
            for (pose, status) in statuses {
                switch status {
                case .found(let b):
                    let name = b.path.split(separator: "/").last.map(String.init) ?? b.path
                    let hinge = b.hinge.map { (b.pose == .open ? "x " : "y ") + JSON.number($0) } ?? "-"
                    console.out(pose.name.padding(14) + name.padding(28) + b.screen.rect.description.padding(22)
                                + NumberText.decimal(b.screen.cornerRadius, places: 1).padding(8) + hinge)
                case .turned:
                    console.out(pose.name.padding(14) + "the closed art, turned a quarter")
                case .ambiguous(let files):
                    let names = files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
                    console.out(pose.name.padding(14) + "ambiguous: \(files.count) files look like it: "
                                + names.joined(separator: ", ") + " (keep one, or name one in bezels.json)")
                case .missing:
                    console.out(pose.name.padding(14) + "missing: no file has a screen of this pose's aspect")
                }
            }
            if let set = loadedSet {
                if let back = set.back {
                    console.out("back".padding(14) + (back.path.split(separator: "/").last.map(String.init) ?? back.path).padding(28)
                                + "\(back.art.width)×\(back.art.height), no screen")
                } else if !set.backCandidates.isEmpty {
                    let names = set.backCandidates.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
                    console.out("back".padding(14) + "ambiguous: \(names.count) files look like it: " + names.joined(separator: ", ")
                                + " (keep one, or name one in bezels.json)")
                } else {
                    console.out("back".padding(14) + "missing: the back is the body's plain material")
                }
            }
            for (file, problem) in notBezels {
                console.out("not a bezel: \(file.split(separator: "/").last.map(String.init) ?? file): \(problem)")
            }
        }
        if ambiguous {
            console.err("duo-mockup: error: \(directory): some poses are ambiguous (several files look like them); renders of those poses fail")
        }
        return (ambiguous ? ExitStatus.someItemsFailed : .success).rawValue
    }

    static func json(directory: String, source: String, isExample: Bool,
                     statuses: [(pose: Pose, status: BezelPoseStatus)], notBezels: [(file: String, problem: String)],
                     back: BezelSet? = nil) -> String {
        typealias F = JSONOutput.Field
        func size(_ width: Int, _ height: Int) -> JSONOutput { .array([.integer(width), .integer(height)]) }
        var bezels: [JSONOutput] = [], poses: [JSONOutput] = []
        for (pose, status) in statuses {
            var fields = [F("pose", .string(pose.name)), F("status", .string(status.word))]
            switch status {
            case .found(let b):
                let r = b.screen.rect
                var item = [
                    F("pose", .string(b.pose.name)), F("file", .string(b.path)), F("size", size(b.art.width, b.art.height)),
                    F("screen", .object([F("x", .integer(r.x)), F("y", .integer(r.y)),
                                         F("width", .integer(r.width)), F("height", .integer(r.height))])),
                    F("cornerRadius", .number(b.screen.cornerRadius)),
                ]
                if let h = b.hinge { item.append(F("hinge", .number(h))) }
                bezels.append(.object(item))
                fields.append(F("file", .string(b.path)))
            case .ambiguous(let files):
                fields.append(F("files", .array(files.map { .string($0) })))
            case .turned, .missing:
                break
            }
            poses.append(.object(fields))
        }
        if let set = back {
            if let b = set.back {
                poses.append(.object([F("pose", .string("back")), F("status", .string("found")), F("file", .string(b.path)), F("size", size(b.art.width, b.art.height))]))
            } else if !set.backCandidates.isEmpty {
                poses.append(.object([F("pose", .string("back")), F("status", .string("ambiguous")),
                                      F("files", .array(set.backCandidates.map { .string($0) }))]))
            } else {
                poses.append(.object([F("pose", .string("back")), F("status", .string("missing"))]))
            }
        }
        let others: [JSONOutput] = notBezels.map { .object([F("file", .string($0.file)), F("problem", .string($0.problem))]) }
        return JSON.document(.object([
            F("directory", .string(directory)), F("source", .string(source)), F("example", .bool(isExample)),
            F("bezels", .list(bezels)), F("poses", .list(poses)), F("notBezels", .list(others)),
        ]))
    }
}
