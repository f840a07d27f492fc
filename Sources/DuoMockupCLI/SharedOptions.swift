import _Support
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
        OptionSpec("--elevation", value: "DEG", help: "laptop: camera elevation above the table, 5–90 (default 30)"),
        OptionSpec("--distance", value: "K", help: "camera distance in units of the art's longer side, 1–1000 (default 3)"),
        OptionSpec("--turn", value: "DEG", help: "turn the camera about the vertical axis, -\(NumberText.shortest(Camera.turnLimit)) to \(NumberText.shortest(Camera.turnLimit)); > 0 sees the device from its left, beyond ±90 from behind (default 0)"),
        OptionSpec("--tilt", value: "DEG", help: "tilt the camera about the horizontal axis, -\(NumberText.shortest(Camera.tiltLimit)) to \(NumberText.shortest(Camera.tiltLimit)); > 0 looks down from above (default 0; laptop: adds to --elevation)"),
        OptionSpec("--glare", value: "G", help: "screen glare: a soft specular sheen on the glass, 0 (default, none) to 1"),
        OptionSpec("--cover", value: "CAPTURE", help: "folds: the cover display's capture, shown on the cover's outer face (default: dark glass)"),
        OptionSpec("--lit", value: "WHICH", help: "folds: the lit display: auto (default: as the device would), cover, inner, both"),
        OptionSpec("--thickness", value: "PX", help: "folded leaves' edge thickness in art px, at most 5% of the art's short side (default: manifest, else 2%); 0 = paper-thin"),
        OptionSpec("--no-shading", help: "folds: do not light the leaves"),
        OptionSpec("--no-shadow", help: "folds: draw no shadow"),
        OptionSpec("--guides", help: "draw the crease band, safe areas and system chrome over the screen"),
        OptionSpec("--background", value: "COLOR", help: "background: transparent (PNG default), white (JPEG default), black, grey, #RGB, #RRGGBB, #RRGGBBAA, r,g,b[,a] (sRGB), display-p3(R G B[ A])"),
        OptionSpec("--colour-space", value: "SPACE", help: "the output's colours: capture (default: the capture's own, never converted), srgb, display-p3"),
        OptionSpec("--padding", value: "PX", help: "transparent (or background) space around the device"),
        OptionSpec("--width", value: "PX", help: "output width in pixels (height follows)"),
        OptionSpec("--scale", value: "F", help: "scale the output by F (e.g. 0.5)"),
        OptionSpec("--quality", value: "Q", help: "JPEG quality 1–100 (default 90)"),
        chromaOption,
        OptionSpec("--png-level", value: "N", help: "PNG compression level 0–9"),
        OptionSpec("--max-pixels", value: "N", help: "refuse input or output images larger than N pixels (default \(DecodeLimits.defaultMaxPixels))"),
        allowPartialOption,
    ]

    static let chromaOption = OptionSpec(
        "--chroma", value: "MODE", help: "JPEG chroma: 444 (full), 420 (half), auto (default: 444 at --quality 90 and above)")

    static let allowPartialOption = OptionSpec(
        "--allow-partial", help: "use a truncated or corrupt JPEG that libjpeg can only partly decode (the rest is grey)")

    static let poseOption = OptionSpec("--pose", value: "POSE", help: "closed | closed-turned | open | upright | book | laptop (default: from the capture's size)")
    static let previewOption = OptionSpec("--preview", help: "render at a quarter of the size, fast")
    static let degOption = OptionSpec("--deg", value: "D", help: "fold angle for book (default \(NumberText.shortest(DuoDevice.defaultBookDegrees))) and laptop (default \(NumberText.shortest(DuoDevice.defaultLaptopDegrees))), \(FoldGeometry.foldAngleEnds.shut)–\(FoldGeometry.foldAngleEnds.flat); \(FoldGeometry.foldAngleEnds.flat) = flat")

    static let poseNames = ["closed", "closed-turned", "open", "upright", "book", "laptop"]

    /// Each flag that spells a `MockupSetting`, and the value a switch stands for. Only the CLI
    /// knows these names; gallery files spell the same settings by `MockupSetting.rawValue`.
    static let settingFlags: [(flag: String, setting: MockupSetting, switchValue: Bool?)] = [
        ("--format", .format, nil), ("--fit", .fit, nil), ("--background", .background, nil),
        ("--width", .width, nil), ("--scale", .scale, nil), ("--padding", .padding, nil),
        ("--quality", .quality, nil), ("--chroma", .chroma, nil), ("--png-level", .pngLevel, nil),
        ("--elevation", .elevation, nil), ("--distance", .distance, nil), ("--thickness", .thickness, nil),
        ("--turn", .turn, nil), ("--tilt", .tilt, nil), ("--glare", .glare, nil), ("--colour-space", .colourSpace, nil),
        ("--cover", .cover, nil), ("--lit", .lit, nil),
        ("--no-shading", .shading, false), ("--no-shadow", .shadow, false), ("--guides", .guides, true),
        ("--video-format", .videoFormat, nil), ("--poster-time", .posterTime, nil),
    ]

    /// The flag that spells `setting`.
    static func flagName(_ setting: MockupSetting) -> String {
        settingFlags.first { $0.setting == setting }!.flag
    }

    /// A library setting error in the command line's words (`--quality must be …`).
    static func usageError(_ error: SettingError) -> UsageError {
        UsageError(error.message(naming: flagName))
    }

    /// The settings the parsed arguments ask for, over `base`; the pose, angle and preview too
    /// when given. Not yet `validated()`.
    static func settings(_ a: ParsedArguments, over base: MockupSettings) throws -> MockupSettings {
        var s = base
        do {
            for (flag, setting, switchValue) in settingFlags {
                if let switchValue {
                    if a.flag(flag) { try s.set(setting, to: .flag(switchValue)) }
                } else if let text = a.string(flag) {
                    try s.set(setting, to: .text(text))
                }
            }
        } catch let e as SettingError {
            throw usageError(e)
        }
        if let p = try a.choice("--pose", of: poseNames) { s.render.pose = Pose(rawValue: p) }
        s.render.degrees = try a.double("--deg", in: FoldGeometry.foldAngles)
        if s.render.degrees != nil, let pose = s.render.pose, !pose.isFolded {
            throw UsageError("--deg applies to the folded poses (book, laptop), not to \(pose.name)")
        }
        if a.flag("--preview") { s.render.preview = true }
        return s
    }

    /// The arguments' settings for an output of `format`, checked together.
    static func validatedSettings(_ a: ParsedArguments, format: ImageFormat) throws -> MockupSettings {
        do {
            var s = try settings(a, over: MockupSettings(format: format))
            s.render.framing.maxPixels = try limits(a).maxPixels
            return try s.validated()
        } catch let e as SettingError {
            throw usageError(e)
        }
    }

    static func limits(_ a: ParsedArguments) throws -> DecodeLimits {
        DecodeLimits(maxPixels: try a.int("--max-pixels", in: 1...Int(Int32.max) * 8) ?? DecodeLimits.defaultMaxPixels,
                     allowPartial: a.flag("--allow-partial"))
    }

    /// The cover display's capture `options.cover` names, decoded (nil when none is given).
    static func coverCapture(_ options: RenderOptions, limits: DecodeLimits, console: Console) throws -> DecodedImage? {
        try RenderJob.coverCapture(options, limits: limits, notices: console.notice)
    }

    /// Where the arguments take the bezel art from: `--bezel FILE`, `--bezels DIR`, else the search.
    static func bezelChoice(_ a: ParsedArguments) throws -> BezelChoice {
        if let file = a.string("--bezel") {
            if a.string("--bezels") != nil { throw UsageError("give --bezel FILE or --bezels DIR, not both") }
            return .file(file)
        }
        return a.string("--bezels").map(BezelChoice.folder) ?? .search
    }
}
