extension Image {
    /// A Gaussian blur of standard deviation `sigma` pixels (approximated by three box passes each
    /// way, so the cost does not grow with sigma), in premultiplied space so no dark fringes appear.
    /// The image keeps its size; what lies outside counts as transparent (pad first to keep the spread).
    public func blurred(sigma: Double) -> Image {
        guard sigma > 0 else { return self }
        let plan = BoxBlurPlan(sigma: sigma)
        var out = Image(width: width, height: height)
        let (w, h) = (width, height)
        withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                BoxBlur.blur(input.baseAddress!.assumingMemoryBound(to: UInt8.self),
                             into: output.baseAddress!.assumingMemoryBound(to: UInt8.self),
                             width: w, height: h, channels: 4, plan: plan)
            }
        }
        return out
    }
}
