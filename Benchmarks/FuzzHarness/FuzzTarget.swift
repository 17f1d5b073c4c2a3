/// One reader under fuzzing: its seeds, how to mutate them, and how to feed it one input.
public struct FuzzTarget: Sendable {
    public var name: String
    public var seeds: [[UInt8]]
    public var mutator: Mutator
    /// The largest window of a seed a mutation starts from.
    public var window: Int
    /// Reads one input; a reader may return or throw its own error, but must not crash or hang.
    public var run: @Sendable ([UInt8], Int) -> Void

    public init(
        name: String, seeds: [[UInt8]], mutator: Mutator, window: Int = 4_096,
        run: @escaping @Sendable ([UInt8], Int) -> Void
    ) {
        self.name = name
        self.seeds = seeds
        self.mutator = mutator
        self.window = window
        self.run = run
    }
}
