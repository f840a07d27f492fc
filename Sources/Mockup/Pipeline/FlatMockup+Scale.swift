extension FlatMockup {
    /// The same mock-up's geometry for its art at `factor` of the size (the art itself is the
    /// caller's to resize): the hinge, the leaves' thickness, the crease, the glass, the dark inner art and
    /// the outer faces' pictures scaled.
    /// A preview's art is a quarter (`prepare`); a recording folded at a small output size is
    /// composed at a half or a quarter, frame by frame.
    public func withGeometry(scaledBy factor: Double) -> FlatMockup {
        var out = self
        out.hinge = hinge.map { $0 * factor }
        if var f = fold {
            f.thickness *= factor
            f.creaseWidth *= factor
            f.glass = f.glass?.scaled(by: factor)
            out.fold = f
        }
        if var p = plane {
            p.thickness *= factor
            p.glass = p.glass?.scaled(by: factor)
            out.plane = p
        }
        // The dark inner art and the outer faces' pictures go with the art.
        out.darkArt = darkArt.map {
            $0.resized(width: max(1, Int(Double($0.width) * factor)), height: max(1, Int(Double($0.height) * factor)), filter: .box)
        }
        out.outer = outer?.scaled(by: factor)
        out.captureMapping = captureMapping.map {
            CaptureMapping(captureWidth: $0.captureWidth, captureHeight: $0.captureHeight,
                           toArt: $0.toArt.then(.init(scaleX: factor, scaleY: factor, dx: 0, dy: 0)),
                           geometry: nil, toImage: .identity)
        }
        return out
    }
}
