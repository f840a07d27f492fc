extension Mask {
    /// A Gaussian blur of the coverage with standard deviation `sigma` pixels (three box passes each
    /// way); the mask keeps its size and what lies outside counts as uncovered.
    public func blurred(sigma: Double) -> Mask {
        guard sigma > 0 else { return self }
        let plan = BoxBlurPlan(sigma: sigma)
        var out = Mask(width: width, height: height)
        let (w, h) = (width, height)
        coverage.withUnsafeBufferPointer { input in
            out.coverage.withUnsafeMutableBufferPointer { output in
                BoxBlur.blur(input.baseAddress!, into: output.baseAddress!, width: w, height: h, channels: 1, plan: plan)
            }
        }
        return out
    }
}
