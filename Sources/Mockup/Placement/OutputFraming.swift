import Codecs
import Raster

/// The final framing of a mock-up: padding around it, a background behind it, and its output
/// size. Invariant: `padding` ≥ 0; at most one of `width` and `scale` is set.
public struct OutputFraming: Sendable {
    /// Background behind the device; nil keeps it transparent.
    public var background: PremultipliedRGBA8?
    /// Pixels of space added on every side (before scaling).
    public var padding: Int = 0
    /// The output's width in pixels (height follows); nil keeps the size.
    public var width: Int?
    /// A scale factor for the output; nil keeps the size.
    public var scale: Double?
    /// The output's height with `width` set, where it must not follow the image's proportions
    /// by rounding (a recording's fold composed at a fraction of the art keeps the height its
    /// full-size still has); nil lets it follow them.
    package var height: Int?
    /// The largest output accepted, in pixels (checked by `checkLimit` before framing); by
    /// default the inputs' limit.
    public var maxPixels: Int = DecodeLimits.defaultMaxPixels

    public init(background: PremultipliedRGBA8? = nil, padding: Int = 0, width: Int? = nil, scale: Double? = nil) {
        self.background = background; self.padding = padding; self.width = width; self.scale = scale
    }

    /// The output size for an image of the given size after padding.
    package func outputSize(paddedWidth w: Int, paddedHeight h: Int) -> (width: Int, height: Int) {
        if let width {
            return (width, height ?? max(1, Int((Double(h) * Double(width) / Double(w)).rounded())))
        }
        if let scale {
            return (max(1, Int((Double(w) * scale).rounded())), max(1, Int((Double(h) * scale).rounded())))
        }
        return (w, h)
    }

    /// Pads, resizes (Lanczos-3 in premultiplied space) and puts the background behind.
    package func apply(to image: Image) -> Image {
        var out = padding > 0 ? image.padded(top: padding, left: padding, bottom: padding, right: padding) : image
        let size = outputSize(paddedWidth: out.width, paddedHeight: out.height)
        if size.width != out.width || size.height != out.height {
            out = out.resized(width: size.width, height: size.height, filter: .lanczos3)
        }
        return backed(out)
    }

    /// True when framing an image of `width`×`height` changes its size beyond the padding
    /// (--width or --scale ask for another size than the padded image's).
    package func resizes(width: Int, height: Int) -> Bool {
        let size = framedSize(width: width, height: height)
        return size.width != width + 2 * padding || size.height != height + 2 * padding
    }

    /// The background put behind an image already padded and sized (see `apply`).
    package func backed(_ image: Image) -> Image {
        guard let background else { return image }
        var back = Image(width: image.width, height: image.height, fill: background)
        back.draw(image, atX: 0, y: 0)
        return back
    }
}
