import _Support
import Motion
import Raster

/// A page's `layers`: each layer's type, placement and look, every mistake at its place
/// (`sets[0].pages[6].layers[2].stroke.width`), unknown keys with the nearest known one.
extension StorefileChecker {
    static let layerPlacementKeys = ["type", "anchor", "x", "y", "width", "height", "rotate", "opacity"]
    static let textLayerKeys = ["text", "size", "minimumSize", "fonts", "weight", "color", "align", "lines", "stroke", "fill", "box"]
    static let strokeKeys = ["width", "color"]
    static let fillKeys = ["angle", "stops"]
    static let boxKeys = ["color", "padding", "radius"]

    mutating func layerProblem(_ place: String, _ mistake: LayerMistake) { problem(place, mistake.description) }

    /// The layers of the page at `place` (whose span is `span`), in order; the broken ones left out.
    mutating func checkLayers(_ v: JSONValue, _ place: String, span: Int, locales: [LocaleCode], source: LocaleCode) -> [PageLayer] {
        guard case .array(let list) = v else {
            layerProblem(place, .notAList(got: v.kind))
            return []
        }
        return list.enumerated().compactMap { k, item in
            checkLayer(item, "\(place)[\(k)]", span: span, locales: locales, source: source)
        }
    }

    mutating func checkLayer(_ v: JSONValue, _ place: String, span: Int, locales: [LocaleCode], source: LocaleCode) -> PageLayer? {
        guard case .object(let f) = v else {
            layerProblem(place, .notAnObject(got: v.kind))
            return nil
        }
        guard let tv = f["type"] else {
            layerProblem(join(place, "type"), .missingType)
            return nil
        }
        guard let type = string(tv, join(place, "type")) else { return nil }
        guard LayerMistake.types.contains(type) else {
            layerProblem(join(place, "type"), .unknownType(type, nearest: nearest(to: type, among: LayerMistake.types)))
            return nil
        }
        let own: [String] = switch type {
        case "image": ["image"]
        // (Callouts belong to `devices`: a device layer has none.)
        case "device": Self.deviceKeys.filter { !["x", "y", "width", "height", "highlight", "zoom"].contains($0) }
        default: Self.textLayerKeys
        }
        unknownKeys(f, allowed: Self.layerPlacementKeys + own, place: place)
        let placement = layerPlacement(f, place, span: span)
        let content: PageLayer.Content?
        switch type {
        case "image": content = imageLayer(f, place, locales: locales, source: source)
        case "device":
            let deviceFields = f.filter { own.contains($0.key) }
            if let pattern = deviceFields["capture"].flatMap({ v -> String? in if case .string(let s) = v { return s } else { return nil } }),
               Recording.isRecording(pattern) {
                layerProblem(join(place, "capture"), .deviceLayerRecording(pattern))
                return nil
            }
            content = checkDevice(.object(deviceFields), place, span: span, locales: locales, source: source).map { .device($0) }
        default: content = textLayer(f, place, badge: type == "badge").map { .text($0) }
        }
        guard let content else { return nil }
        return PageLayer(place: place, content: content, placement: placement)
    }

    mutating func layerPlacement(_ f: [String: JSONValue], _ place: String, span: Int) -> LayerPlacement {
        var p = LayerPlacement()
        func at(_ k: String) -> String { join(place, k) }
        if let a = f["anchor"], let s = string(a, at("anchor")) {
            if let anchor = LayerAnchor(rawValue: s) { p.anchor = anchor } else {
                layerProblem(at("anchor"), .unknownAnchor(s, nearest: nearest(to: s, among: LayerAnchor.allCases.map(\.rawValue))))
            }
        }
        p.x = f["x"].flatMap { number($0, at("x"), in: -1...Double(span + 1), integer: false) }
        p.y = f["y"].flatMap { number($0, at("y"), in: -1...2, integer: false) }
        p.width = f["width"].flatMap { number($0, at("width"), in: 0.005...Double(4 * span), integer: false) }
        p.height = f["height"].flatMap { number($0, at("height"), in: 0.005...4, integer: false) }
        if let r = f["rotate"], let n = number(r, at("rotate"), in: -360...360, integer: false) { p.rotate = n }
        if let o = f["opacity"], let n = number(o, at("opacity"), in: 0...1, integer: false) { p.opacity = n }
        return p
    }

    mutating func imageLayer(_ f: [String: JSONValue], _ place: String, locales: [LocaleCode], source: LocaleCode) -> PageLayer.Content? {
        guard let iv = f["image"] else {
            layerProblem(join(place, "image"), .missingImage)
            return nil
        }
        guard let pattern = string(iv, join(place, "image")).map(resolve) else { return nil }
        var found = true
        for locale in locales where CapturePattern.resolve(pattern, locale: locale, source: source) == nil {
            layerProblem(join(place, "image"), .noImage(locale: locale.code, tried: CapturePattern.candidates(pattern, locale: locale, source: source)))
            found = false
        }
        return found ? .image(path: pattern) : nil
    }

    mutating func textLayer(_ f: [String: JSONValue], _ place: String, badge: Bool) -> TextLayerStyle? {
        func at(_ k: String) -> String { join(place, k) }
        guard let tv = f["text"] else {
            layerProblem(at("text"), .missingText)
            return nil
        }
        guard let text = caption(tv, at("text")) else { return nil }
        var t = TextLayerStyle(text: text)
        if badge {
            t.size = 0.022
            t.lines = 1
            t.box = TextLayerStyle.badgeBox
        }
        if let x = f["size"], let n = number(x, at("size"), in: 0.005...0.5, integer: false) { t.size = n }
        if let x = f["minimumSize"], let n = number(x, at("minimumSize"), in: 0.005...0.5, integer: false) {
            if n > t.size { layerProblem(at("minimumSize"), .minimumAboveSize(minimum: n, size: t.size)) } else { t.minimumSize = n }
        }
        if let x = f["fonts"], let list = stringList(x, at("fonts")) { t.fonts = list }
        if let x = f["weight"], let n = number(x, at("weight"), in: 100...1000, integer: true) { t.weight = Int(n) }
        if let x = f["color"], let c = colour(x, at("color")) { t.colour = c }
        if let x = f["align"], let s = string(x, at("align")) {
            if let a = CaptionStyle.Alignment(rawValue: s) { t.alignment = a } else { layerProblem(at("align"), .unknownAlignment(s)) }
        }
        if let x = f["lines"], let n = number(x, at("lines"), in: 1...10, integer: true) { t.lines = Int(n) }
        if let x = f["stroke"], let o = object(x, "stroke", at("stroke"), allowed: Self.strokeKeys) {
            let width = o["width"].flatMap { number($0, join(at("stroke"), "width"), in: 0.005...0.5, integer: false) }
            let strokeColour = o["color"].flatMap { colour($0, join(at("stroke"), "color")) }
            if o["width"] == nil { layerProblem(join(at("stroke"), "width"), .missing(key: "width", what: "a stroke (a fraction of the text's size)")) }
            if o["color"] == nil { layerProblem(join(at("stroke"), "color"), .missing(key: "color", what: "a stroke")) }
            if let width, let strokeColour { t.stroke = .init(width: width, colour: strokeColour) }
        }
        if let x = f["fill"], let o = object(x, "fill", at("fill"), allowed: Self.fillKeys) {
            let angle = o["angle"].flatMap { number($0, join(at("fill"), "angle"), in: -360...360, integer: false) } ?? 90
            if let stops = stops(o["stops"], join(at("fill"), "stops")) { t.fill = .init(angle: angle, stops: stops) }
        }
        if let x = f["box"], let o = object(x, "box", at("box"), allowed: Self.boxKeys) {
            var box = t.box ?? TextLayerStyle.Box(colour: StraightRGBA8(r: 0, g: 0, b: 0, a: 160), padding: 0.35, radius: 0.3)
            if let c = o["color"].flatMap({ colour($0, join(at("box"), "color")) }) { box.colour = c }
            if let n = o["padding"].flatMap({ number($0, join(at("box"), "padding"), in: 0...4, integer: false) }) { box.padding = n }
            if let r = o["radius"] {
                if case .string("pill") = r { box.radius = nil } else if let n = number(r, join(at("box"), "radius"), in: 0...4, integer: false) {
                    box.radius = n
                }
            }
            t.box = box
        }
        return t
    }

    /// The object `v` (checked for unknown keys), else a mistake naming `key`.
    mutating func object(_ v: JSONValue, _ key: String, _ place: String, allowed: [String]) -> [String: JSONValue]? {
        guard case .object(let o) = v else {
            layerProblem(place, .expectedObject(key, got: v.kind))
            return nil
        }
        unknownKeys(o, allowed: allowed, place: place)
        return o
    }
}
