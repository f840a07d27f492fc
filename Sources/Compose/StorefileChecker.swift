import _Support
import Foundation
import Codecs
import Colour
import _Batch
import Fold
import Mockup
import Raster

/// Reads a storefile (JSON) and checks all of it before anything renders: unknown keys (with the
/// nearest known one), wrong types, unknown presets, poses and locales, spans that run past their
/// set, captures missing for a locale with no fallback, image backgrounds that do not exist.
/// Every problem carries its place. Invariant: `load` returns a `Storefile` only when no problem
/// was found.
public struct StorefileChecker: JSONFileChecker {
    let file: String
    let folder: String
    var problems: [StorefileError.Problem] = []
    /// Every caption key with its place, as the walk meets them (checked against the strings last).
    var captionKeys: [(place: String, key: String)] = []
    /// What the strings are looked up for: the storefile's patterns (nil when they are wrong) and locales.
    var stringPatterns: [String]? = []
    var lookupLocales: [LocaleCode] = []
    var sourceLocale = LocaleCode("en-US")
    /// The pages' space (`colourSpace`), into which every colour the storefile gives is converted.
    var pageSpace = ColourSpace.sRGB
    /// `localeStyles`, checked: each key as written with its style override, laid over every page's style.
    var localeOverrides: [(locale: String, style: JSONValue)] = []

    static let topKeys = ["version", "bezels", "sourceLocale", "locales", "strings", "format", "jpegQuality", "colourSpace", "style", "sets", "localeStyles"]
    static let setKeys = ["name", "preset", "landscape", "size", "style", "pages"]
    static let pageKeys = ["name", "devices", "title", "subtitle", "span", "style", "layers"]
    static let deviceKeys = ["capture", "cover", "pose", "deg", "turn", "tilt", "shadow", "height", "width", "x", "y",
                             "highlight", "zoom"]
    static let styleKeys = ["background", "caption", "mirrorRightToLeft", "videoFormat", "posterTime"]
    static let captionKeys = ["position", "margin", "boxHeight", "fonts", "titleSize", "subtitleSize", "minimumSize",
                              "titleWeight", "subtitleWeight", "titleColor", "subtitleColor", "boldColor", "align", "lines",
                              "sameSizeAcrossSet"]
    static let backgroundKeys = ["type", "color", "angle", "stops", "center", "radius", "image", "mode"]

    /// Reads and checks the storefile at `path`, composing only `onlyLocales` when given (a
    /// locale it does not list is a mistake naming the filter as `filterName`). An
    /// unreadable file throws what `FileBytes.read` throws; everything else wrong with it, a `StorefileError`.
    public static func load(_ path: String, onlyLocales: [String]? = nil, filterName: String = localeFilter) throws -> Storefile {
        try loadWithStrings(path, onlyLocales: onlyLocales, filterName: filterName).storefile
    }

    /// `load`, and the strings the storefile names loaded for its locales: every caption key is
    /// looked up in the source locale beside the other checks, so that a missing key is reported
    /// with every other mistake, not after them.
    public static func loadWithStrings(_ path: String, onlyLocales: [String]? = nil, filterName: String = localeFilter) throws
        -> (storefile: Storefile, strings: StringTables) {
        let bytes = try FileBytes.read(path)
        var checker = StorefileChecker(file: path)
        guard let document = checker.read(bytes) else { throw StorefileError(file: path, problems: checker.problems) }
        let result = checker.check(document.root, onlyLocales: onlyLocales, filterName: filterName)
        let strings = checker.checkCaptionKeys()
        if !checker.problems.isEmpty { throw StorefileError(file: path, problems: checker.problems) }
        return (result!, strings)
    }

    /// Loads the strings and records a problem for each caption key the source locale lacks (or
    /// for a strings file that cannot be read); the tables, empty when they could not be loaded.
    mutating func checkCaptionKeys() -> StringTables {
        guard let patterns = stringPatterns else { return StringTables() }
        let tables: StringTables
        do {
            tables = try StringTables.load(patterns: patterns, folder: "", locales: lookupLocales + [sourceLocale])
        } catch {
            problem("strings", "\(error)")
            return StringTables()
        }
        for (place, key) in captionKeys where tables.value(key, locale: sourceLocale) == nil {
            problem(place, "no string \"\(key)\" in the source locale \(sourceLocale)"
                    + (patterns.isEmpty ? " (the storefile names no \"strings\")" : ""))
        }
        return tables
    }

    init(file: String) {
        self.file = file
        let dir = (file as NSString).deletingLastPathComponent
        self.folder = dir.isEmpty ? "." : dir
    }

    public mutating func problem(_ place: String, _ message: String) { problems.append(.init(place: place, message: message)) }

    func resolve(_ p: String) -> String { p.hasPrefix("/") ? p : folder + "/" + p }

    // MARK: The walk

    /// The locale filter in words, for library callers.
    public static let localeFilter = "the locale filter"

    mutating func check(_ json: JSONValue, onlyLocales: [String]?, filterName: String = localeFilter) -> Storefile? {
        guard case .object(let top) = json else {
            problem("", "expected an object with \"sets\", got \(json.kind)")
            return nil
        }
        unknownKeys(top, allowed: Self.topKeys, place: "")
        if let v = top["version"] {
            if case .number(let n) = v, n == 1 {} else { problem("version", "expected 1, got \(v.kind)") }
        }
        let bezels = top["bezels"].flatMap { string($0, "bezels") }.map(resolve)
        if let b = bezels, !FileBytes.isDirectory(b) { problem("bezels", "\(b) is not a folder") }
        var source = LocaleCode("en-US")
        if let v = top["sourceLocale"], let s = string(v, "sourceLocale") { source = LocaleCode(s) }
        var locales: [LocaleCode] = [source]
        if let v = top["locales"] {
            if let list = stringList(v, "locales") { locales = list.map(LocaleCode.init) }
            // One locale listed twice, however spelled (`en-US`, `en-us`, `en_US`), would draw
            // its pages twice, into one folder on a Mac.
            var seen: [String: Int] = [:]
            for (i, locale) in locales.enumerated() {
                if let j = seen[locale.normalised] {
                    problem("locales[\(i)]", "\(locale) is \(locales[j]) (locales[\(j)]) again"
                            + (locale.code == locales[j].code ? "" : " spelled another way; list each locale once")
                            + SameFileNames<String>.reason(locale.code, locales[j].code))
                } else {
                    seen[locale.normalised] = i
                }
            }
        }
        if !locales.contains(source) { problem("locales", "the source locale \(source) must be one of the locales") }
        let listed = locales
        if let only = onlyLocales {
            var chosen: [LocaleCode] = []
            for o in only {
                if let l = locales.first(where: { $0.normalised == LocaleCode(o).normalised }) { chosen.append(l); continue }
                var message = "\(filterName) names \(o), which the storefile does not list (\(locales.map(\.code).joined(separator: ", ")))"
                if let near = nearest(to: o, among: locales.map(\.code)) { message += "; did you mean \(near)?" }
                problem("locales", message)
            }
            locales = chosen
        }
        let strings = top["strings"].flatMap { stringList($0, "strings") }?.map(resolve) ?? []
        let stringsProblems = problems.count
        for (i, s) in strings.enumerated() {
            if s.hasSuffix(".xcstrings") {
                if !FileBytes.isRegularFile(s) { problem("strings[\(i)]", "\(s) does not exist") }
            } else if s.hasSuffix(".strings") {
                if !s.contains("{locale}") { problem("strings[\(i)]", "a .strings path needs {locale} (e.g. {locale}.lproj/Store.strings)") }
            } else {
                problem("strings[\(i)]", "expected a .xcstrings file or a .strings pattern with {locale}, got \(s)")
            }
        }
        stringPatterns = top["strings"] != nil && (strings.isEmpty || problems.count > stringsProblems) ? nil : strings
        lookupLocales = locales
        sourceLocale = source
        var format = ImageFormat.png
        if let v = top["format"], let s = string(v, "format") {
            switch s {
            case "png": format = .png
            case "jpeg", "jpg": format = .jpeg
            default: problem("format", "expected \"png\" or \"jpeg\", got \(v.kind)")
            }
        }
        let quality = top["jpegQuality"].flatMap { number($0, "jpegQuality", in: 1...100, integer: true) }.map(Int.init) ?? 92
        if let v = top["colourSpace"], let s = string(v, "colourSpace") {
            switch WorkingSpace(rawValue: s) {
            case .sRGB: pageSpace = .sRGB
            case .displayP3: pageSpace = .displayP3
            case .capture:
                problem("colourSpace", "store pages are seen on every kind of display: expected \"srgb\" or \"display-p3\", not \"capture\"")
            case nil: problem("colourSpace", "expected \"srgb\" (the default) or \"display-p3\", got \(v.kind)")
            }
        }
        let topStyle = top["style"]
        if let s = topStyle { checkStyle(s, "style") }
        if let v = top["localeStyles"] { localeOverrides = checkLocaleStyles(v, locales: listed) }

        var sets: [StoreSet] = []
        guard let setsValue = top["sets"] else {
            problem("sets", "missing: expected an array of sets, each with a preset (or a size) and pages")
            return nil
        }
        guard case .array(let setList) = setsValue, !setList.isEmpty else {
            problem("sets", "expected a non-empty array of sets, got \(setsValue.kind)")
            return nil
        }
        // Each set is a folder of every locale's: names one file on a Mac are one name here too.
        var setNames = SameFileNames<String>()
        for (i, sv) in setList.enumerated() {
            let place = "sets[\(i)]"
            guard let set = checkSet(sv, place, topStyle: topStyle, locales: locales, source: source) else { continue }
            if let other = setNames.claim(set.name, by: place) {
                problem(join(place, "name"), "\(other.owner) is also called \(other.name)"
                        + (other.name == set.name ? "" : ", the same folder as \(set.name)")
                        + SameFileNames<String>.reason(other.name, set.name))
            }
            sets.append(set)
        }
        checkTransparentPages(sets, format: format)
        return Storefile(path: file, folder: folder, bezels: bezels, sourceLocale: source, locales: locales,
                         strings: strings, format: format, jpegQuality: quality, sets: sets, colourSpace: pageSpace)
    }

    mutating func checkSet(_ v: JSONValue, _ place: String, topStyle: JSONValue?, locales: [LocaleCode],
                           source: LocaleCode) -> StoreSet? {
        guard case .object(let f) = v else {
            problem(place, "expected an object with \"preset\" and \"pages\", got \(v.kind)")
            return nil
        }
        unknownKeys(f, allowed: Self.setKeys, place: place)
        var preset: StorePreset?
        if let p = f["preset"], let name = string(p, join(place, "preset")) {
            preset = StorePreset.named(name)
            if preset == nil {
                var message = "unknown preset \(name); expected one of \(StorePreset.all.map(\.name).joined(separator: ", "))"
                if let near = nearest(to: name, among: StorePreset.all.map(\.name)) { message = "unknown preset \(name); did you mean \(near)?" }
                problem(join(place, "preset"), message)
            }
        }
        let landscape = f["landscape"].flatMap { bool($0, join(place, "landscape")) } ?? false
        var size = preset?.size(landscape: landscape)
        if let s = f["size"] {
            if preset != nil { problem(join(place, "size"), "give a preset or a size, not both") }
            if case .array(let wh) = s, wh.count == 2,
               let w = number(wh[0], join(place, "size[0]"), in: 1...8192, integer: true),
               let h = number(wh[1], join(place, "size[1]"), in: 1...8192, integer: true) {
                size = PixelSize(Int(w), Int(h))
            } else if case .array = s {} else {
                problem(join(place, "size"), "expected [width, height] in pixels, got \(s.kind)")
            }
        }
        if f["preset"] == nil && f["size"] == nil { problem(place, "give a \"preset\" (e.g. app-store-duo-inner) or a \"size\" [w, h]") }
        let name = f["name"].flatMap { string($0, join(place, "name")) } ?? preset?.name ?? "set-\(place)"
        if name.contains("/") || name.hasPrefix(".") { problem(join(place, "name"), "a set's name is a folder name: no '/', no leading '.'") }
        let setStyle = f["style"]
        if let s = setStyle { checkStyle(s, join(place, "style")) }
        guard let pagesValue = f["pages"] else {
            problem(join(place, "pages"), "missing: expected an array of pages")
            return nil
        }
        guard case .array(let pageList) = pagesValue, !pageList.isEmpty else {
            problem(join(place, "pages"), "expected a non-empty array of pages, got \(pagesValue.kind)")
            return nil
        }
        var pages: [StorePage] = []
        var names: Set<String> = []
        var coveredUntil = -1
        for (j, pv) in pageList.enumerated() {
            let pplace = "\(place).pages[\(j)]"
            guard let page = checkPage(pv, pplace, index: j, styles: [topStyle, setStyle], locales: locales, source: source) else { continue }
            if !names.insert(page.name).inserted { problem(join(pplace, "name"), "another page of this set is also called \(page.name)") }
            if page.span > 1 {
                if j + page.span > pageList.count {
                    problem(join(pplace, "span"), "spans \(page.span) pages from page \(j + 1), past the set's last page (the set has \(pageList.count))")
                }
                if j <= coveredUntil { problem(join(pplace, "span"), "starts on a page another span already covers") }
                coveredUntil = max(coveredUntil, j + page.span - 1)
            } else if j <= coveredUntil, case .object(let pf) = pv, case .object(let st)? = pf["style"], st["background"] != nil {
                problem(join(pplace, "style.background"), "this page lies under an earlier page's span, whose background covers it")
            }
            pages.append(page)
        }
        if let preset {
            let range = StoreRules.count(store: preset.store, preset: preset)
            if pageList.count > range.upperBound || pageList.count < range.lowerBound {
                problem(join(place, "pages"), "\(pageList.count) pages; \(preset.name) takes \(range.lowerBound)–\(range.upperBound)")
            }
        }
        guard let size else { return nil }
        return StoreSet(name: name, preset: preset, size: size, pages: pages)
    }

    mutating func checkPage(_ v: JSONValue, _ place: String, index: Int, styles: [JSONValue?], locales: [LocaleCode],
                            source: LocaleCode) -> StorePage? {
        guard case .object(let f) = v else {
            problem(place, "expected an object with \"devices\", got \(v.kind)")
            return nil
        }
        unknownKeys(f, allowed: Self.pageKeys, place: place)
        let name = f["name"].flatMap { string($0, join(place, "name")) } ?? "page"
        if name.contains("/") { problem(join(place, "name"), "a page's name is part of a file name: no '/'") }
        let span = f["span"].flatMap { number($0, join(place, "span"), in: 1...10, integer: true) }.map(Int.init) ?? 1
        if let s = f["style"] { checkStyle(s, join(place, "style")) }
        var merged: JSONValue = .object([:])
        for s in styles + [f["style"]] { if let s { merged = Self.merge(merged, s) } }
        var quiet = StorefileChecker(file: file)
        quiet.pageSpace = pageSpace
        let style = quiet.style(merged, "")
        var devices: [DeviceSpec] = []
        if let dv = f["devices"] {
            if case .array(let list) = dv {
                for (k, d) in list.enumerated() {
                    if let device = checkDevice(d, "\(place).devices[\(k)]", span: span, locales: locales, source: source) {
                        devices.append(device)
                    }
                }
            } else {
                problem(join(place, "devices"), "expected an array of devices, got \(dv.kind)")
            }
        }
        let title = f["title"].flatMap { caption($0, join(place, "title")) }
        let subtitle = f["subtitle"].flatMap { caption($0, join(place, "subtitle")) }
        let localeStyles = localeOverrides.map { LocaleStyle(locale: $0.locale, style: quiet.style(Self.merge(merged, $0.style), "")) }
        var page = StorePage(place: place, name: name, devices: devices, title: title, subtitle: subtitle, span: span, style: style,
                             localeStyles: localeStyles)
        if let lv = f["layers"] { page.layers = checkLayers(lv, join(place, "layers"), span: span, locales: locales, source: source) }
        return page
    }

    mutating func checkDevice(_ v: JSONValue, _ place: String, span: Int, locales: [LocaleCode], source: LocaleCode) -> DeviceSpec? {
        guard case .object(let f) = v else {
            problem(place, "expected an object with \"capture\", got \(v.kind)")
            return nil
        }
        unknownKeys(f, allowed: Self.deviceKeys, place: place)
        guard let cv = f["capture"] else {
            problem(join(place, "capture"), "missing: expected a capture path (may contain {locale})")
            return nil
        }
        let snapshot = snapshotCapture(cv, join(place, "capture"), locales: locales, source: source)
        guard let pattern = snapshot?.pattern ?? (snapshot == nil && isSnapshot(cv) ? nil : string(cv, join(place, "capture")).map(resolve))
        else { return nil }
        var device = DeviceSpec(place: place, capture: pattern)
        device.snapshot = snapshot
        if let p = f["pose"], let s = string(p, join(place, "pose")) {
            device.pose = Pose(rawValue: s)
            if device.pose == nil {
                let names = Pose.allCases.map(\.name)
                var message = "unknown pose \(s); expected one of \(names.joined(separator: ", "))"
                if let near = nearest(to: s, among: names) { message = "unknown pose \(s); did you mean \(near)?" }
                problem(join(place, "pose"), message)
            }
        }
        if let d = f["deg"], let deg = number(d, join(place, "deg"), in: FoldGeometry.foldAngles, integer: false) {
            if let pose = device.pose, !pose.isFolded { problem(join(place, "deg"), "a fold angle needs the book or laptop pose") }
            device.degrees = deg
        }
        // The camera's orbit and the cover's capture, checked by the typed settings as render's
        // --turn, --tilt and --cover are.
        for (key, setting, angle) in [("turn", MockupSetting.turn, \DeviceSpec.turn), ("tilt", .tilt, \DeviceSpec.tilt)] {
            guard let v = f[key], let a = number(v, join(place, key), in: -Double.infinity...Double.infinity, integer: false) else { continue }
            var scratch = MockupSettings()
            do {
                try scratch.set(setting, to: .number(a))
                device[keyPath: angle] = a
            } catch let e as SettingError {
                problem(join(place, key), e.message(naming: { _ in "" }).trimmingSpaces)
            } catch {
                problem(join(place, key), String(describing: error))
            }
        }
        if let cv = f["cover"], let coverPattern = string(cv, join(place, "cover")).map(resolve) {
            var scratch = MockupSettings()
            if (try? scratch.set(.cover, to: .text(coverPattern))) != nil { device.cover = coverPattern }
            for locale in locales where CapturePattern.resolve(coverPattern, locale: locale, source: source) == nil {
                problem(join(place, "cover"), "no cover capture for \(locale) and none to fall back to: tried "
                        + CapturePattern.candidates(coverPattern, locale: locale, source: source).joined(separator: ", "))
            }
        }
        if let s = f["shadow"], let b = bool(s, join(place, "shadow")) { device.shadow = b }
        device.height = f["height"].flatMap { number($0, join(place, "height"), in: 0.01...4, integer: false) }
        device.width = f["width"].flatMap { number($0, join(place, "width"), in: 0.01...Double(4 * span), integer: false) }
        if device.height != nil && device.width != nil { problem(place, "give \"height\" or \"width\", not both") }
        device.x = f["x"].flatMap { number($0, join(place, "x"), in: -1...Double(span + 1), integer: false) }
        device.y = f["y"].flatMap { number($0, join(place, "y"), in: -1...2, integer: false) }
        if (device.x == nil) != (device.y == nil) { problem(place, "give both \"x\" and \"y\" (the device's centre), or neither") }
        device.callouts = callouts(f, place, pattern: pattern, locales: locales, source: source)
        for locale in locales where snapshot == nil {
            if CapturePattern.resolve(pattern, locale: locale, source: source) == nil {
                problem(join(place, "capture"), "no capture for \(locale) and none to fall back to: tried "
                        + CapturePattern.candidates(pattern, locale: locale, source: source).joined(separator: ", "))
            }
        }
        return device
    }

    // MARK: Styles

    /// Checks a style object, recording problems at `place`.
    mutating func checkStyle(_ v: JSONValue, _ place: String) { _ = style(v, place) }

    /// The style a (merged) style object describes, over the defaults.
    mutating func style(_ v: JSONValue, _ place: String) -> PageStyle {
        var out = PageStyle()
        guard case .object(let f) = v else {
            problem(place, "expected an object with \"background\" and/or \"caption\", got \(v.kind)")
            return out
        }
        unknownKeys(f, allowed: Self.styleKeys, place: place)
        if let b = f["background"], let bg = background(b, join(place, "background")) { out.background = bg }
        if let m = f["mirrorRightToLeft"], let b = bool(m, join(place, "mirrorRightToLeft")) { out.mirrorRightToLeft = b }
        if let c = f["caption"] { out.caption = caption(style: c, join(place, "caption")) }
        if let x = f["videoFormat"], let s = string(x, join(place, "videoFormat")) {
            if RecordingOutputSettings.formats.contains(s) { out.recording.format = s } else {
                problem(join(place, "videoFormat"), "expected one of \(RecordingOutputSettings.formats.joined(separator: ", ")), got \(x.kind)")
            }
        }
        if let x = f["posterTime"], let n = number(x, join(place, "posterTime"), in: 0...86_400, integer: false) {
            out.recording.posterTime = n
        }
        return out
    }

    mutating func caption(style v: JSONValue, _ place: String) -> CaptionStyle {
        var c = CaptionStyle()
        guard case .object(let f) = v else {
            problem(place, "expected an object, got \(v.kind)")
            return c
        }
        unknownKeys(f, allowed: Self.captionKeys, place: place)
        func p(_ k: String) -> String { join(place, k) }
        if let x = f["position"], let s = string(x, p("position")) {
            if let pos = CaptionStyle.Position(rawValue: s) { c.position = pos } else {
                problem(p("position"), "expected above, below or over, got \(x.kind)")
            }
        }
        if let x = f["align"], let s = string(x, p("align")) {
            if let a = CaptionStyle.Alignment(rawValue: s) { c.alignment = a } else {
                problem(p("align"), "expected leading, center or trailing, got \(x.kind)")
            }
        }
        if let x = f["margin"], let n = number(x, p("margin"), in: 0...0.4, integer: false) { c.margin = n }
        if let x = f["boxHeight"], let n = number(x, p("boxHeight"), in: 0.02...0.9, integer: false) { c.boxHeight = n }
        if let x = f["fonts"], let list = stringList(x, p("fonts")) { c.fonts = list }
        if let x = f["titleSize"], let n = number(x, p("titleSize"), in: 0.005...0.5, integer: false) { c.titleSize = n }
        if let x = f["subtitleSize"], let n = number(x, p("subtitleSize"), in: 0.005...0.5, integer: false) { c.subtitleSize = n }
        if let x = f["minimumSize"], let n = number(x, p("minimumSize"), in: 0.005...0.5, integer: false) { c.minimumSize = n }
        if let x = f["titleWeight"], let n = number(x, p("titleWeight"), in: 100...1000, integer: true) { c.titleWeight = Int(n) }
        if let x = f["subtitleWeight"], let n = number(x, p("subtitleWeight"), in: 100...1000, integer: true) { c.subtitleWeight = Int(n) }
        if let x = f["titleColor"], let col = colour(x, p("titleColor")) { c.titleColour = col }
        if let x = f["subtitleColor"], let col = colour(x, p("subtitleColor")) { c.subtitleColour = col }
        if let x = f["boldColor"], let col = colour(x, p("boldColor")) { c.boldColour = col }
        if let x = f["lines"], let n = number(x, p("lines"), in: 1...10, integer: true) { c.lines = Int(n) }
        if let x = f["sameSizeAcrossSet"], let b = bool(x, p("sameSizeAcrossSet")) { c.sameSizeAcrossSet = b }
        if c.minimumSize > c.titleSize { problem(p("minimumSize"), "is larger than titleSize (\(c.minimumSize) > \(c.titleSize))") }
        return c
    }

    mutating func background(_ v: JSONValue, _ place: String) -> Background? {
        if case .string("none") = v { return .transparent }
        if case .string(let s) = v {
            guard ColourText.parseTagged(s) != nil, let c = colour(v, place) else {
                problem(place, "expected a colour such as #1e2a44 (or an object with \"type\"), got \(v.kind)")
                return nil
            }
            return .colour(c)
        }
        guard case .object(let f) = v else {
            problem(place, "expected a colour or an object with \"type\" (color, linear, radial, image), got \(v.kind)")
            return nil
        }
        unknownKeys(f, allowed: Self.backgroundKeys, place: place)
        guard let tv = f["type"], let type = string(tv, join(place, "type")) else {
            if f["type"] == nil { problem(join(place, "type"), "missing: expected color, linear, radial, image or none") }
            return nil
        }
        var solid: StraightRGBA8?
        if let cv = f["color"] { solid = colour(cv, join(place, "color")) }
        switch type {
        case "color":
            guard let solid else {
                if f["color"] == nil { problem(join(place, "color"), "missing: a solid background needs a colour") }
                return nil
            }
            return .colour(solid)
        case "linear":
            let angle = f["angle"].flatMap { number($0, join(place, "angle"), in: -360...360, integer: false) } ?? 180
            guard let stops = stops(f["stops"], join(place, "stops")) else { return nil }
            return .linear(angle: angle, stops: stops)
        case "radial":
            var cx = 0.5, cy = 0.5
            if let c = f["center"] {
                if case .array(let xy) = c, xy.count == 2,
                   let x = number(xy[0], join(place, "center[0]"), in: -2...3, integer: false),
                   let y = number(xy[1], join(place, "center[1]"), in: -2...3, integer: false) {
                    cx = x; cy = y
                } else if case .array = c {} else { problem(join(place, "center"), "expected [x, y] in fractions of the canvas, got \(c.kind)") }
            }
            let radius = f["radius"].flatMap { number($0, join(place, "radius"), in: 0.01...4, integer: false) } ?? 0.5
            guard let stops = stops(f["stops"], join(place, "stops")) else { return nil }
            return .radial(centreX: cx, centreY: cy, radius: radius, stops: stops)
        case "image":
            guard let iv = f["image"], let path = string(iv, join(place, "image")).map(resolve) else {
                if f["image"] == nil { problem(join(place, "image"), "missing: an image background needs the image's path") }
                return nil
            }
            checkLocaleImage(path, join(place, "image"))
            var mode = ImageFitMode.fill
            if let m = f["mode"], let s = string(m, join(place, "mode")) {
                if let fm = ImageFitMode(rawValue: s) { mode = fm } else { problem(join(place, "mode"), "expected fill or fit, got \(m.kind)") }
            }
            return .image(path: path, mode: mode, colour: solid ?? StraightRGBA8(r: 0, g: 0, b: 0))
        case "none":
            return .transparent
        default:
            var message = "unknown background type \(type); expected color, linear, radial, image or none"
            if let near = nearest(to: type, among: ["color", "linear", "radial", "image", "none"]) { message += "; did you mean \(near)?" }
            problem(join(place, "type"), message)
            return nil
        }
    }

    mutating func stops(_ v: JSONValue?, _ place: String) -> [GradientStop]? {
        guard let v else {
            problem(place, "missing: expected at least two stops, e.g. [\"#0b1d3a\", \"#3c6df0\"] or [{\"color\": …, \"at\": 0.4}]")
            return nil
        }
        guard case .array(let list) = v, list.count >= 2 else {
            problem(place, "expected an array of at least two stops, got \(v.kind)")
            return nil
        }
        var out: [GradientStop] = []
        for (i, s) in list.enumerated() {
            let sp = "\(place)[\(i)]"
            let even = Double(i) / Double(list.count - 1)
            switch s {
            case .string:
                if let c = colour(s, sp) { out.append(GradientStop(colour: c, position: even)) }
            case .object(let f):
                unknownKeys(f, allowed: ["color", "at"], place: sp)
                guard let cv = f["color"] else { problem(join(sp, "color"), "missing: a stop needs a colour"); continue }
                guard let c = colour(cv, join(sp, "color")) else { continue }
                let at = f["at"].flatMap { number($0, join(sp, "at"), in: 0...1, integer: false) } ?? even
                out.append(GradientStop(colour: c, position: at))
            default:
                problem(sp, "expected a colour or {\"color\": …, \"at\": 0…1}, got \(s.kind)")
            }
        }
        for i in out.indices.dropFirst() where out[i].position < out[i - 1].position {
            problem(place, "stop positions must not decrease")
            break
        }
        return out.count == list.count ? out : nil
    }

    mutating func caption(_ v: JSONValue, _ place: String) -> CaptionText? {
        switch v {
        case .string(let s): return .literal(s)
        case .object(let f):
            unknownKeys(f, allowed: ["key", "text"], place: place)
            if let k = f["key"], let s = string(k, join(place, "key")) {
                captionKeys.append((place, s))
                return .key(s)
            }
            if let t = f["text"], case .string(let s) = t { return .literal(s) }
            problem(place, "expected {\"key\": \"…\"} (a key into the strings) or {\"text\": \"…\"} (literal)")
            return nil
        default:
            problem(place, "expected literal text, {\"key\": \"…\"} or {\"text\": \"…\"}, got \(v.kind)")
            return nil
        }
    }

    // MARK: Values

    /// Recursively merges style objects: `over`'s keys win, nested objects (caption) merge key by key,
    /// a background replaces the one below it whole.
    static func merge(_ base: JSONValue, _ over: JSONValue) -> JSONValue {
        guard case .object(var b) = base, case .object(let o) = over else { return over }
        for (k, v) in o {
            if k != "background", let existing = b[k], case .object = existing, case .object = v { b[k] = merge(existing, v) } else { b[k] = v }
        }
        return .object(b)
    }

    mutating func stringList(_ v: JSONValue, _ place: String) -> [String]? {
        if case .string(let s) = v, !s.isEmpty { return [s] }
        guard case .array(let list) = v, !list.isEmpty else {
            problem(place, "expected a non-empty array of strings, got \(v.kind)")
            return nil
        }
        var out: [String] = []
        for (i, item) in list.enumerated() { if let s = string(item, "\(place)[\(i)]") { out.append(s) } }
        return out.count == list.count ? out : nil
    }

    mutating func number(_ v: JSONValue, _ place: String, in range: ClosedRange<Double>, integer: Bool) -> Double? {
        guard case .number(let n) = v else {
            problem(place, "expected \(integer ? "a whole number" : "a number"), got \(v.kind)")
            return nil
        }
        if integer && n != n.rounded() { problem(place, "expected a whole number, got \(v.kind)"); return nil }
        guard range.contains(n) else {
            problem(place, "expected \(Self.text(range.lowerBound))…\(Self.text(range.upperBound)), got \(v.kind)")
            return nil
        }
        return n
    }

    /// A colour the storefile gives (sRGB, or `display-p3(…)`), in the pages' space.
    mutating func colour(_ v: JSONValue, _ place: String) -> StraightRGBA8? {
        guard case .string(let s) = v, let (c, space) = ColourText.parseTagged(s) else {
            problem(place, "expected a colour such as #1e2a44, #1e2a4480 or display-p3(30 42 68), got \(v.kind)")
            return nil
        }
        return ColourConversion(from: space.space, to: pageSpace).convert(c)
    }

    static func text(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e9 ? String(Int(d)) : String(d) }
}

/// Capture paths with `{locale}`: the files tried for a locale, best first, falling back to the
/// source locale's capture.
package enum CapturePattern {
    public static func candidates(_ pattern: String, locale: LocaleCode, source: LocaleCode) -> [String] {
        guard pattern.contains("{locale}") else { return [pattern] }
        var out: [String] = []
        for spelling in locale.patternCandidates + source.patternCandidates {
            let p = pattern.replacingOccurrences(of: "{locale}", with: spelling)
            if !out.contains(p) { out.append(p) }
        }
        return out
    }

    /// The first existing file for the locale, or nil.
    public static func resolve(_ pattern: String, locale: LocaleCode, source: LocaleCode) -> String? {
        candidates(pattern, locale: locale, source: source).first(where: FileBytes.isRegularFile)
    }
}
