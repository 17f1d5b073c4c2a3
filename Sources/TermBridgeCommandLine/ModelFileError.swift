/// A `model` command's input file that cannot be used, as a sentence naming the file and what was
/// expected there.
struct ModelFileError: Error, CustomStringConvertible, Equatable {
    var description: String

    init(_ description: String) { self.description = description }
}
