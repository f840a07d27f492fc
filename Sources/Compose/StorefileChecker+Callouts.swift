import _Support
import Codecs
import Mockup
import Motion
import Raster

/// A device's `highlight` and `zoom` (Docs/Store.md, "Callouts"): every rectangle inside each
/// locale's capture (a PNG's size read from its header), every value in its range, each mistake
/// at its place.
extension StorefileChecker {
    static let highlightKeys = ["rect", "mode", "amount", "blur", "cornerRadius", "color", "lineWidth"]
    static let zoomKeys = ["rect", "scale", "at", "anchor", "border", "borderColor", "cornerRadius", "shadow", "connector",
                           "connectorColor"]

    /// The callouts of the device at `place` (fields `f`), whose capture `pattern` is resolved per locale.
    mutating func callouts(_ f: [String: JSONValue], _ place: String, pattern: String, locales: [LocaleCode],
                           source: LocaleCode) -> Callouts {
        var out = Callouts()
        if let v = f["highlight"] { out.highlight = highlight(v, join(place, "highlight")) }
        if let v = f["zoom"] { out.zoom = zoom(v, join(place, "zoom")) }
        if out.isEmpty { return out }
        if Recording.isRecording(pattern) {
            problem(join(place, f["highlight"] != nil ? "highlight" : "zoom"),
                    "callouts are drawn on a still capture; \(pattern) is a recording")
            return Callouts()
        }
        // Each rectangle inside every locale's capture whose size a PNG header tells.
        let files = Set(locales.compactMap { CapturePattern.resolve(pattern, locale: $0, source: source) }).sorted()
        for (key, region) in [("highlight", out.highlight?.region), ("zoom", out.zoom?.region)] {
            guard let r = region else { continue }
            for file in files {
                guard let size = PNGHeader.size(ofFile: file) else { continue }
                if r.maxX > size.width || r.maxY > size.height {
                    problem(join(join(place, key), "rect"), "\(r.x), \(r.y), \(r.width), \(r.height) reaches past the capture "
                            + "\(file) (\(size.width) × \(size.height) px); a rectangle lies inside it, in its pixels")
                    break
                }
            }
        }
        return out
    }

    /// `[x, y, w, h]` in capture pixels: whole numbers, a corner at or right of and below the
    /// capture's, a size of at least one pixel each way.
    mutating func captureRect(_ v: JSONValue?, _ place: String) -> PixelRect? {
        guard let v else {
            problem(place, "missing: expected [x, y, width, height] in capture pixels")
            return nil
        }
        guard case .array(let list) = v, list.count == 4 else {
            problem(place, "expected [x, y, width, height] in capture pixels, got \(v.kind)")
            return nil
        }
        let numbers = list.enumerated().map { i, n in number(n, "\(place)[\(i)]", in: 0...100_000, integer: true) }
        guard let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3] else { return nil }
        guard w >= 1, h >= 1 else {
            problem(place, "the rectangle is \(Self.text(w)) × \(Self.text(h)) px; it needs a width and a height of at least 1")
            return nil
        }
        return PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
    }

    mutating func highlight(_ v: JSONValue, _ place: String) -> Highlight? {
        if case .array = v { return captureRect(v, place).map { Highlight(region: $0) } }
        guard case .object(let f) = v else {
            problem(place, "expected [x, y, width, height] or an object with \"rect\" and \"mode\", got \(v.kind)")
            return nil
        }
        unknownKeys(f, allowed: Self.highlightKeys, place: place)
        // The other values are checked even when the rectangle is wrong: every mistake at once.
        let region = captureRect(f["rect"], join(place, "rect"))
        var h = Highlight(region: region ?? PixelRect(x: 0, y: 0, width: 1, height: 1))
        if let m = f["mode"], let s = string(m, join(place, "mode")) {
            let names = Highlight.Mode.allCases.map(\.rawValue)
            if let mode = Highlight.Mode(rawValue: s) { h.mode = mode } else {
                var message = "unknown mode \(s); expected \(names.joined(separator: ", "))"
                if let near = nearest(to: s, among: names) { message = "unknown mode \(s); did you mean \(near)?" }
                problem(join(place, "mode"), message)
            }
        }
        if let x = f["amount"], let n = number(x, join(place, "amount"), in: 0.05...0.95, integer: false) { h.amount = n }
        if let x = f["blur"], let n = number(x, join(place, "blur"), in: 1...200, integer: false) { h.blur = n }
        if let x = f["cornerRadius"], let n = number(x, join(place, "cornerRadius"), in: 0...10_000, integer: false) { h.cornerRadius = n }
        if let x = f["color"], let c = colour(x, join(place, "color")) { h.colour = c }
        if let x = f["lineWidth"], let n = number(x, join(place, "lineWidth"), in: 0.001...0.05, integer: false) { h.lineWidth = n }
        return region == nil ? nil : h
    }

    mutating func zoom(_ v: JSONValue, _ place: String) -> ZoomCallout? {
        if case .array = v { return captureRect(v, place).map { ZoomCallout(region: $0) } }
        guard case .object(let f) = v else {
            problem(place, "expected [x, y, width, height] or an object with \"rect\" and \"scale\", got \(v.kind)")
            return nil
        }
        unknownKeys(f, allowed: Self.zoomKeys, place: place)
        // The other values are checked even when the rectangle is wrong: every mistake at once.
        let region = captureRect(f["rect"], join(place, "rect"))
        var z = ZoomCallout(region: region ?? PixelRect(x: 0, y: 0, width: 1, height: 1))
        if let x = f["scale"] {
            if case .number(let n) = x, n > 1, n <= ZoomCallout.scaleLimit { z.scale = n } else if case .number(let n) = x {
                problem(join(place, "scale"), n <= 1
                        ? "expected a scale above 1 (the inset magnifies the rectangle), got \(Self.text(n))"
                        : "expected a scale of at most \(Self.text(ZoomCallout.scaleLimit)), got \(Self.text(n))")
            } else {
                problem(join(place, "scale"), "expected a number above 1, got \(x.kind)")
            }
        }
        if f["at"] != nil && f["anchor"] != nil { problem(place, "give \"at\" or \"anchor\", not both") }
        if let a = f["at"] {
            if case .array(let xy) = a, xy.count == 2 {
                // The centre on the page: off it, the inset would not be on the page at all.
                let x = number(xy[0], join(place, "at[0]"), in: 0...1, integer: false)
                let y = number(xy[1], join(place, "at[1]"), in: 0...1, integer: false)
                if let x, let y { z.placement = .centre(x: x, y: y) }
            } else {
                problem(join(place, "at"), "expected [x, y], the inset's centre in fractions of the page, got \(a.kind)")
            }
        }
        if let a = f["anchor"], let s = string(a, join(place, "anchor")) {
            let names = InsetPlacement.Anchor.allCases.map(\.rawValue)
            if let anchor = InsetPlacement.Anchor(rawValue: s) { z.placement = .anchor(anchor) } else {
                var message = "unknown anchor \(s); expected one of \(names.joined(separator: ", "))"
                if let near = nearest(to: s, among: names) { message = "unknown anchor \(s); did you mean \(near)?" }
                problem(join(place, "anchor"), message)
            }
        }
        if let x = f["border"], let n = number(x, join(place, "border"), in: 0...0.05, integer: false) { z.border = n }
        if let x = f["borderColor"], let c = colour(x, join(place, "borderColor")) { z.borderColour = c }
        if let x = f["cornerRadius"], let n = number(x, join(place, "cornerRadius"), in: 0...0.25, integer: false) { z.cornerRadius = n }
        if let x = f["shadow"], let b = bool(x, join(place, "shadow")) { z.shadow = b }
        if let x = f["connector"], let b = bool(x, join(place, "connector")) { z.connector = b }
        if let x = f["connectorColor"], let c = colour(x, join(place, "connectorColor")) { z.connectorColour = c }
        return region == nil ? nil : z
    }
}
