/// StoreKit `Message.Reason` values and what happens to a message given the app's choice
/// (seed 001 lines 5–6, 14; seed 000 lines 102–103).
public enum StoreMessage {
    /// `Message.Reason`.
    public enum Reason: String, Sendable, CaseIterable {
        case generic, billingIssue, priceIncreaseConsent, winBackOffer
    }

    /// What the app does with a message from `Message.messages`.
    public enum AppChoice: String, Sendable, CaseIterable {
        /// No listener: StoreKit shows the sheet at app launch (the default).
        case defaultBehaviour
        /// Calls `displayStoreKitMessage` now.
        case showNow
        /// Keeps the message and displays it later.
        case delay
        /// Never displays it (e.g. the app merchandises win-back offers itself).
        case suppress
    }

    /// The outcome of a message.
    public enum Outcome: String, Sendable { case shownAtLaunch, shownNow, shownLater, notShown }

    public static func outcome(of choice: AppChoice) -> Outcome {
        switch choice {
        case .defaultBehaviour: return .shownAtLaunch
        case .showNow: return .shownNow
        case .delay: return .shownLater
        case .suppress: return .notShown
        }
    }

    /// The seed 001 sample's policy: suppress win-back offer messages, show every other message now.
    public static func samplePolicy(_ reason: Reason) -> AppChoice {
        reason == .winBackOffer ? .suppress : .showNow
    }
}
