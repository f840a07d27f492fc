import _Support
import DuoMockup

/// `render`'s `--highlight X,Y,W,H[,MODE]` and `--zoom X,Y,W,H[,SCALE][,ANCHOR]`: a rectangle in
/// capture pixels and what to do with it (Docs/CLI.md). Every mistake is a one-line usage error
/// naming the option and its value; a rectangle past the capture is the library's `CalloutError`.
enum CalloutOptions {
    static let options: [OptionSpec] = [
        OptionSpec("--highlight", value: "X,Y,W,H[,MODE]", help: "a spotlight on a rectangle of the capture (its pixels): MODE dim (default: the rest of the screen darkened), blur (the rest blurred) or outline (a rounded line around it); it follows the fold"),
        OptionSpec("--zoom", value: "X,Y,W,H[,SCALE][,ANCHOR]", help: "a magnified inset of a rectangle of the capture, drawn from the capture itself: SCALE above 1, at most 8 (default 2: twice the size the device draws it), ANCHOR where on the output (default bottom-right; top-left, top, top-right, left, center, right, bottom-left, bottom), with a border, a shadow and a connector from the rectangle"),
    ]

    /// The callouts the command line asks for (empty when neither option is given).
    static func parse(_ a: ParsedArguments) throws -> Callouts {
        var callouts = Callouts()
        if let text = a.string("--highlight") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard parts.count == 4 || parts.count == 5 else {
                throw UsageError("--highlight \(text): expected X,Y,W,H[,MODE] (a rectangle in capture pixels; MODE dim, blur or outline)")
            }
            var highlight = Highlight(region: try rectangle(parts, option: "--highlight", text: text))
            if parts.count == 5 {
                let names = Highlight.Mode.allCases.map(\.rawValue)
                guard let mode = Highlight.Mode(rawValue: parts[4]) else {
                    var message = "--highlight \(text): unknown mode '\(parts[4])'; expected \(names.joined(separator: ", "))"
                    if let near = nearest(to: parts[4], among: names) { message += "; did you mean '\(near)'?" }
                    throw UsageError(message)
                }
                highlight.mode = mode
            }
            callouts.highlight = highlight
        }
        if let text = a.string("--zoom") {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            guard (4...6).contains(parts.count) else {
                throw UsageError("--zoom \(text): expected X,Y,W,H[,SCALE][,ANCHOR] (a rectangle in capture pixels, a scale above 1, an anchor such as top-left)")
            }
            var zoom = ZoomCallout(region: try rectangle(parts, option: "--zoom", text: text))
            for part in parts.dropFirst(4) {
                if let scale = Double(part) {
                    guard scale.isFinite, scale > 1, scale <= ZoomCallout.scaleLimit else {
                        throw UsageError("--zoom \(text): the scale must be above 1 (the inset magnifies) and at most \(NumberText.shortest(ZoomCallout.scaleLimit)), got \(part)")
                    }
                    zoom.scale = scale
                } else if let anchor = InsetPlacement.Anchor(rawValue: part) {
                    zoom.placement = .anchor(anchor)
                } else {
                    let names = InsetPlacement.Anchor.allCases.map(\.rawValue)
                    var message = "--zoom \(text): '\(part)' is neither a scale nor an anchor (\(names.joined(separator: ", ")))"
                    if let near = nearest(to: part, among: names) { message += "; did you mean '\(near)'?" }
                    throw UsageError(message)
                }
            }
            callouts.zoom = zoom
        }
        return callouts
    }

    /// The first four parts as a rectangle: whole numbers, a corner not left of or above the
    /// capture's, a size of at least one pixel each way.
    static func rectangle(_ parts: [String], option: String, text: String) throws -> PixelRect {
        let numbers = parts.prefix(4).map { Int($0) }
        guard let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3] else {
            throw UsageError("\(option) \(text): X,Y,W,H must be whole numbers (capture pixels)")
        }
        guard x >= 0, y >= 0 else { throw UsageError("\(option) \(text): the rectangle starts left of or above the capture") }
        guard w >= 1, h >= 1 else { throw UsageError("\(option) \(text): the rectangle needs a width and a height of at least 1") }
        return PixelRect(x: x, y: y, width: w, height: h)
    }
}
