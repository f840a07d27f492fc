import Raster

/// Where a capture of `captureSize` lands inside a screen of `screenSize`: the size it is
/// scaled to and the offset of its top-left corner within the screen (may be negative when
/// cropping). Invariant: `scaledWidth`, `scaledHeight` ≥ 1.
public struct Placement: Sendable, Equatable {
    public var scaledWidth: Int
    public var scaledHeight: Int
    public var offsetX: Int
    public var offsetY: Int

    /// The relative difference between two aspect ratios, |a/b − 1|, symmetric in its arguments.
    public static func aspectDifference(_ a: (Int, Int), _ b: (Int, Int)) -> Double {
        let ra = Double(a.0) / Double(a.1), rb = Double(b.0) / Double(b.1)
        return max(ra, rb) / min(ra, rb) - 1
    }

    /// Computes the placement. With `fit == nil` (no `--fit` given), fill is used when the aspect
    /// ratios agree within 2 % and anything else is an error that says how much they differ.
    public static func compute(capture: (width: Int, height: Int), screen: (width: Int, height: Int),
                               fit: FitMode?) throws -> Placement {
        let diff = aspectDifference((capture.width, capture.height), (screen.width, screen.height))
        let mode: FitMode
        if let fit {
            mode = fit
        } else if diff <= DuoDevice.aspectTolerance {
            mode = .fill
        } else {
            let pct = (diff * 1000).rounded() / 10
            throw MockupError.aspectMismatch(captureWidth: capture.width, captureHeight: capture.height,
                                             screenWidth: screen.width, screenHeight: screen.height, percent: pct)
        }
        if capture.width == screen.width && capture.height == screen.height {
            return Placement(scaledWidth: screen.width, scaledHeight: screen.height, offsetX: 0, offsetY: 0)
        }
        let sx = Double(screen.width) / Double(capture.width)
        let sy = Double(screen.height) / Double(capture.height)
        let w: Int, h: Int
        switch mode {
        case .stretch:
            w = screen.width; h = screen.height
        case .fill:
            let s = max(sx, sy)
            // The axis that decides the scale lands exactly on the screen's size.
            w = sx >= sy ? screen.width : max(screen.width, Int((Double(capture.width) * s).rounded()))
            h = sy >= sx ? screen.height : max(screen.height, Int((Double(capture.height) * s).rounded()))
        case .fit:
            let s = min(sx, sy)
            w = sx <= sy ? screen.width : max(1, min(screen.width, Int((Double(capture.width) * s).rounded())))
            h = sy <= sx ? screen.height : max(1, min(screen.height, Int((Double(capture.height) * s).rounded())))
        }
        return Placement(scaledWidth: w, scaledHeight: h,
                         offsetX: (screen.width - w) / 2, offsetY: (screen.height - h) / 2)
    }
}
