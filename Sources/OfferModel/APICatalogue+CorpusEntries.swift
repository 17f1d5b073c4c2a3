extension APICatalogue {
    /// Real APIs the corpus names that `entries` does not list: the claims cross-check reads them
    /// as known symbols. Each cites where the corpus states it; availability is left empty where
    /// the corpus does not state it.
    public static let corpusEntries: [APISymbol] = [
        corpus("SKProduct", .type, .storeKitOriginal, nil, "promotional", "ja/002_5dac045dfa55dffe.txt:11"),
        corpus("SKProductDiscount", .type, .storeKitOriginal, nil, "promotional", "ja/002_5dac045dfa55dffe.txt:41"),
        corpus("SKProductsRequest", .type, .storeKitOriginal, nil, "payment", "ja/002_5dac045dfa55dffe.txt:39"),
        corpus("SKMutablePayment", .type, .storeKitOriginal, nil, "payment", "ja/002_5dac045dfa55dffe.txt:11"),
        corpus("SKMutablePayment.paymentDiscount", .property, .storeKitOriginal, "SKMutablePayment", "signature",
               "ja/002_5dac045dfa55dffe.txt:11"),
        corpus("SKPaymentQueue", .type, .storeKitOriginal, nil, "payment", "ja/002_5dac045dfa55dffe.txt:105"),
        corpus("SKPaymentTransactionState.purchased", .enumCase, .storeKitOriginal, "SKPaymentTransactionState", "payment",
               "ja/002_5dac045dfa55dffe.txt:112"),
        corpus("DID_CHANGE_RENEWAL_STATUS", .serverField, .appStoreServerAPI, "notificationType", "payment",
               "ja/002_5dac045dfa55dffe.txt:33"),
        corpus("verifyReceipt", .resource, .appStoreServerAPI, nil, "payment", "ja/002_5dac045dfa55dffe.txt:116",
               deprecated: true),
        corpus("Product.products(for:)", .method, .storeKit, "Product", "merchandising", "ja/000_593fcd7000116d1f.txt:164"),
        corpus("Product.purchase(options:)", .method, .storeKit, "Product", "payment", "ja/000_593fcd7000116d1f.txt:167"),
        corpus("Product.subscription", .property, .storeKit, "Product", "merchandising", "ja/000_593fcd7000116d1f.txt:164"),
        corpus("Product.SubscriptionOffer.type", .property, .storeKit, "Product.SubscriptionOffer", "offer",
               "ja/000_593fcd7000116d1f.txt:167"),
        corpus("Product.SubscriptionInfo.Status", .type, .storeKit, "Product.SubscriptionInfo", "merchandising",
               "ja/000_593fcd7000116d1f.txt:164"),
        corpus("Product.SubscriptionInfo.Status.state", .property, .storeKit, "Product.SubscriptionInfo.Status",
               "merchandising", "ja/000_593fcd7000116d1f.txt:164"),
        corpus("Product.SubscriptionInfo.Status.transaction", .property, .storeKit, "Product.SubscriptionInfo.Status",
               "merchandising", "ja/000_593fcd7000116d1f.txt:164"),
        corpus("Product.SubscriptionInfo.Status.renewalInfo", .property, .storeKit, "Product.SubscriptionInfo.Status",
               "winBack", "ja/000_593fcd7000116d1f.txt:128"),
        corpus("VerificationResult.payloadValue", .property, .storeKit, "VerificationResult", "payment",
               "ja/000_593fcd7000116d1f.txt:164"),
        corpus("VerificationResult.unsafePayloadValue", .property, .storeKit, "VerificationResult", "payment",
               "ja/000_593fcd7000116d1f.txt:164"),
        corpus("Transaction.ownershipType", .property, .storeKit, "Transaction", "payment",
               "ja/000_593fcd7000116d1f.txt:164"),
        corpus("PurchaseIntent.product", .property, .storeKit, "PurchaseIntent", "promotedPurchase",
               "ja/003_3c452fd3b8c3b589.txt:61"),
        corpus("Transaction.finish()", .method, .storeKit, "Transaction", "payment", "ja/003_3c452fd3b8c3b589.txt:61"),
        corpus("Message.reason", .property, .storeKit, "Message", "winBack", "ja/001_81c21158e75524e1.txt:14"),
    ]

    /// Every entry: `entries`, then `corpusEntries`.
    public static var allEntries: [APISymbol] { entries + corpusEntries }

    private static func corpus(
        _ symbol: String, _ kind: APISymbol.Kind, _ owner: APISymbol.Owner, _ ownerType: String?, _ concept: String,
        _ source: String, deprecated: Bool = false
    ) -> APISymbol {
        APISymbol(
            symbol: symbol, kind: kind, owner: owner, ownerType: ownerType, concept: concept, deprecated: deprecated,
            source: source)
    }
}
