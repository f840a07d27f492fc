extension GalleryItem {
    /// The settings that change every output of the item: the format and every render and encode
    /// option, but not the poses or the angles, which only choose which outputs there are. Two
    /// runs whose reuse keys agree draw the same image for the same output, so one that exists
    /// (with the same bezel art) is kept instead of rendered again.
    public var reuseKey: String {
        "format:\(format)|options:\(String(reflecting: options))|encode:\(String(reflecting: encode))"
            + (isRecording ? "|recording:\(String(reflecting: recording))" : "")
    }
}
