// Filled in below (timings of the text engine).
