import DuoMockup

/// The options that render, sweep and gallery share, and how they become `RenderOptions`,
/// a `BezelSource` and encoder settings.
enum SharedOptions {
    static let bezelOptions: [OptionSpec] = [
        OptionSpec("--bezels", value: "DIR", help: "folder of bezel art (default: $DUO_BEZELS, the user folders, else the example art)"),
        OptionSpec("--bezel", value: "FILE", help: "use one PNG as the bezel, whatever device it shows"),
    ]

    static let look: [OptionSpec] = [
        OptionSpec("--fit", value: "MODE", help: "fill | fit | stretch (default: fill when the aspect ratios agree within 2%)"),
        OptionSpec("--elevation", value: "DEG", help: "laptop: camera elevation above the table, 0 < E ≤ 90 (default 30)"),
        OptionSpec("--distance", value: "K", help: "camera distance in units of the art's longer side (default 3)"),
        OptionSpec("--thickness", value: "PX", help: "folded leaves' edge thickness in art px (default: manifest, else 2% of the art's short side); 0 = paper-thin"),
        OptionSpec("--no-shading", help: "folds: do not light the leaves"),
        OptionSpec("--no-shadow", help: "folds: draw no shadow"),
        OptionSpec("--guides", help: "draw the crease band, safe areas and system chrome over the screen"),
        OptionSpec("--background", value: "COLOR", help: "background: transparent (PNG default), white (JPEG default), #RRGGBB, r,g,b"),
        OptionSpec("--padding", value: "PX", help: "transparent (or background) space around the device"),
        OptionSpec("--width", value: "PX", help: "output width in pixels (height follows)"),
        OptionSpec("--scale", value: "F", help: "scale the output by F (e.g. 0.5)"),
        OptionSpec("--quality", value: "Q", help: "JPEG quality 1–100 (default 90)"),
        OptionSpec("--png-level", value: "N", help: "PNG compression level 0–9"),
        OptionSpec("--max-pixels", value: "N", help: "refuse images larger than N pixels (default 268435456)"),
    ]

    static let poseOption = OptionSpec("--pose", value: "POSE", help: "closed | open | upright | book | laptop (default: from the capture's size)")
    static let degOption = OptionSpec("--deg", value: "D", help: "fold angle for book (default 128) and laptop (default 110), 0–180; 180 = flat")

    static let poseNames = ["closed", "closed-turned", "open", "upright", "book", "laptop"]

    /// The render options the parsed arguments ask for (pose and angle included when given).
    static func renderOptions(_ a: ParsedArguments, outputFormat: ImageFormat) throws -> RenderOptions {
        var o = RenderOptions()
        if let p = try a.choice("--pose", of: poseNames) { o.pose = Pose(rawValue: p) }
        if let f = try a.choice("--fit", of: FitMode.allCases.map(\.rawValue)) { o.fit = FitMode(rawValue: f) }
        o.degrees = try a.double("--deg", in: 0...180)
        if o.degrees != nil, let pose = o.pose, !pose.isFolded {
            throw UsageError("--deg applies to the folded poses (book, laptop), not to \(pose.name)")
        }
        o.elevation = try a.double("--elevation", in: 0...90) ?? 30
        if o.elevation <= 0 { throw UsageError("--elevation must be above 0 and at most 90, got \(a.string("--elevation")!)") }
        o.distance = try a.double("--distance", in: 0...1000) ?? 3
        if o.distance <= 0 { throw UsageError("--distance must be above 0, got \(a.string("--distance")!)") }
        o.thickness = try a.double("--thickness", in: 0...1000)
        o.shading = !a.flag("--no-shading")
        o.shadow = !a.flag("--no-shadow")
        o.guides = a.flag("--guides")
        o.preview = a.flag("--preview")
        o.framing = try framing(a, outputFormat: outputFormat)
        if let pose = o.pose, pose.isFolded {
            // Angles the camera cannot show are refused now, before any file is read; the fold
            // checks again with the real art. The check is scale-free, so the window's point
            // size stands in for the art.
            let (w, h) = pose.flatPose.pointSize
            _ = try FoldGeometry(kind: pose == .book ? .book : .laptop, artWidth: w, artHeight: h,
                                 hinge: pose == .book ? Double(w) / 2 : Double(h) / 2,
                                 degrees: o.foldDegrees(for: pose) ?? 180, elevation: o.elevation, distance: o.distance)
        }
        return o
    }

    static func framing(_ a: ParsedArguments, outputFormat: ImageFormat) throws -> OutputFraming {
        var f = OutputFraming()
        if let text = a.string("--background") {
            let c = try ColourSpec.parse(text, option: "--background")
            f.background = c.a == 0 ? nil : c.premultiplied
        }
        f.padding = try a.int("--padding", in: 0...10_000) ?? 0
        f.width = try a.int("--width", in: 1...32_768)
        f.scale = try a.double("--scale", in: 0.01...16)
        if f.width != nil && f.scale != nil { throw UsageError("give --width or --scale, not both") }
        return f
    }

    static func encodeOptions(_ a: ParsedArguments) throws -> EncodeOptions {
        var e = EncodeOptions()
        if let q = try a.int("--quality", in: 1...100) { e.jpeg.quality = q }
        if let l = try a.int("--png-level", in: 0...9) { e.png.compressionLevel = l }
        if let text = a.string("--background") {
            let c = try ColourSpec.parse(text, option: "--background")
            if c.a == 255 { e.jpeg.background = c }
        }
        return e
    }

    static func limits(_ a: ParsedArguments) throws -> DecodeLimits {
        DecodeLimits(maxPixels: try a.int("--max-pixels", in: 1...Int(Int32.max) * 8) ?? 268_435_456)
    }

    /// The bezel art the arguments choose, with a note on standard error when it is the example art.
    /// `poses`, when known, limits the art that is read to what those poses need.
    static func bezelSource(_ a: ParsedArguments, console: Console, poses: Set<Pose>? = nil) throws -> BezelSource {
        if let file = a.string("--bezel") {
            if a.string("--bezels") != nil { throw UsageError("give --bezel FILE or --bezels DIR, not both") }
            return .single(try BezelSet.single(file: file))
        }
        let found = try BezelSet.locate(explicit: a.string("--bezels"), environment: console.environment)
        if found.isExample {
            console.err("duo-mockup: note: using the example bezel art in \(found.directory) (use --bezels DIR for your own)")
        }
        return .set(try BezelSet.load(directory: found.directory, isExample: found.isExample, poses: poses,
                                      environment: console.environment))
    }
}
