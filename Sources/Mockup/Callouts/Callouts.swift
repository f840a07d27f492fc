/// The callouts of one device: a highlight and a zoom inset, each optional. Invariant: each is
/// checked against the capture (`check`) before anything is drawn.
public struct Callouts: Sendable, Hashable, CustomStringConvertible {
    public var highlight: Highlight?
    public var zoom: ZoomCallout?

    public init(highlight: Highlight? = nil, zoom: ZoomCallout? = nil) {
        self.highlight = highlight; self.zoom = zoom
    }

    public var isEmpty: Bool { highlight == nil && zoom == nil }

    /// True when something is drawn over the mock-up (an outline, an inset), not only into the capture.
    public var drawsOver: Bool { zoom != nil || highlight?.mode == .outline }

    /// Throws when a rectangle does not lie inside a `width` × `height` capture (`file`).
    public func check(captureWidth width: Int, captureHeight height: Int, file: String) throws {
        for (setting, region) in [("highlight", highlight?.region), ("zoom", zoom?.region)] {
            guard let region else { continue }
            if region.x < 0 || region.y < 0 || region.maxX > width || region.maxY > height || region.isEmpty {
                throw CalloutError.regionOutsideCapture(file: file, setting: setting, region: region,
                                                        captureWidth: width, captureHeight: height)
            }
        }
    }

    public var description: String { [highlight?.description, zoom?.description].compactMap { $0 }.joined(separator: " ") }
}
