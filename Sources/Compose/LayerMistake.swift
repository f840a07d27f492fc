/// A mistake in a page's `layers` that the shared checks (types, ranges, colours, unknown keys)
/// do not word: one case per problem. Invariant: `description` is one line; the checker records
/// it at the key's place.
enum LayerMistake: Equatable, CustomStringConvertible {
    /// `layers` is not an array.
    case notAList(got: String)
    /// A layer is not an object.
    case notAnObject(got: String)
    /// A layer without `type`.
    case missingType
    /// An unknown `type` (and the nearest known one).
    case unknownType(String, nearest: String?)
    /// An unknown `anchor` (and the nearest known one).
    case unknownAnchor(String, nearest: String?)
    /// An unknown `align`.
    case unknownAlignment(String)
    /// A text layer (or badge) without `text`.
    case missingText
    /// An image layer without `image`.
    case missingImage
    /// An image layer's file is missing for a locale, with the files tried.
    case noImage(locale: String, tried: [String])
    /// A device layer showing a recording (only a `devices` entry becomes a page's video).
    case deviceLayerRecording(String)
    /// `minimumSize` above `size`.
    case minimumAboveSize(minimum: Double, size: Double)
    /// `stroke`, `fill` or `box` is not an object.
    case expectedObject(String, got: String)
    /// A key an object needs.
    case missing(key: String, what: String)

    static let types = ["text", "badge", "image", "device"]

    var description: String {
        let text = switch self {
        case .notAList(let got): "expected an array of layers (objects with \"type\": text, badge, image or device), got \(got)"
        case .notAnObject(let got): "expected a layer: an object with \"type\" (text, badge, image or device), got \(got)"
        case .missingType: "missing \"type\": expected text, badge, image or device"
        case .unknownType(let t, let near):
            "unknown layer type \(t)" + (near.map { "; did you mean \($0)?" } ?? "; expected text, badge, image or device")
        case .unknownAnchor(let a, let near):
            "unknown anchor \(a)" + (near.map { "; did you mean \($0)?" }
                                     ?? "; expected one of \(LayerAnchor.allCases.map(\.rawValue).joined(separator: ", "))")
        case .unknownAlignment(let a): "expected leading, center or trailing, got \"\(a)\""
        case .missingText: "missing: a text layer needs \"text\" (literal text, {\"key\": …} or {\"text\": …})"
        case .missingImage: "missing: an image layer needs \"image\", a PNG or JPEG path (may contain {locale})"
        case .noImage(let locale, let tried):
            "no image for \(locale) and none to fall back to: tried \(tried.joined(separator: ", "))"
        case .deviceLayerRecording(let path):
            "\(path) is a recording: a device layer shows a still capture (a recording goes in \"devices\", where its page becomes a video)"
        case .minimumAboveSize(let m, let s): "is larger than size (\(m) > \(s))"
        case .expectedObject(let key, let got): "expected an object for \"\(key)\", got \(got)"
        case .missing(let key, let what): "missing: \(what) needs \"\(key)\""
        }
        return OneLine.of(text)
    }
}
