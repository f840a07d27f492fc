import Raster

/// A callout that cannot be drawn: a rectangle outside its capture, or an inset larger than the
/// area it must sit in. Invariant: `description` is one line naming the file or the place.
public enum CalloutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `setting` (highlight or zoom) names a rectangle that does not lie inside the capture `file`.
    case regionOutsideCapture(file: String, setting: String, region: PixelRect, captureWidth: Int, captureHeight: Int)
    /// The inset of `setting` (a storefile place, or "zoom" for a render) is larger than the area it sits in.
    case insetTooLarge(setting: String, width: Int, height: Int, areaWidth: Int, areaHeight: Int)

    public var description: String {
        switch self {
        case let .regionOutsideCapture(file, setting, r, w, h):
            return "\(file): the \(setting) rectangle \(r.x),\(r.y),\(r.width),\(r.height) does not lie inside the capture (\(w) × \(h) px)"
        case let .insetTooLarge(setting, w, h, aw, ah):
            return "\(setting): the inset would be \(w) × \(h) px, larger than the \(aw) × \(ah) px it must sit in; give a smaller scale or rectangle"
        }
    }
}
