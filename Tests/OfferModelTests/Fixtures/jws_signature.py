"""JWS signatures (promotional offer V2, introductory offer eligibility) with Apple's
app-store-server-library, for the interop tests in both directions.

usage:
  jws_signature.py sign v2|intro KEY.p8 KID ISSUER BUNDLE PRODUCT OFFER|ALLOW [TRANSACTION]
      prints the JWS the library's signature creator makes.
  jws_signature.py verify v2|intro PUBLIC.pem KEY.p8 TOKEN KID ISSUER BUNDLE PRODUCT OFFER|ALLOW [TRANSACTION]
      checks TOKEN's ES256 signature with PyJWT (the library's own JWT dependency) and compares it with
      a token the library makes from the same arguments: same header, same claim names and types,
      same values apart from 'iat' and 'nonce'. Prints 'valid' (exit 0) or 'invalid: REASON' (exit 2)."""
import json, sys, uuid
import jwt
from appstoreserverlibrary.jws_signature_creator import (
    IntroductoryOfferEligibilitySignatureCreator, PromotionalOfferV2SignatureCreator)


def create(kind, key_bytes, kid, issuer, bundle, product, third, transaction):
    if kind == "v2":
        creator = PromotionalOfferV2SignatureCreator(key_bytes, kid, issuer, bundle)
        return creator.create_signature(product, third, transaction)
    creator = IntroductoryOfferEligibilitySignatureCreator(key_bytes, kid, issuer, bundle)
    return creator.create_signature(product, third == "true", transaction)


def main(argv):
    mode, kind = argv[0], argv[1]
    if mode == "sign":
        key_path, kid, issuer, bundle, product, third = argv[2:8]
        transaction = argv[8] if len(argv) > 8 else None
        print(create(kind, open(key_path, "rb").read(), kid, issuer, bundle, product, third, transaction))
        return 0
    public_path, key_path, token, kid, issuer, bundle, product, third = argv[2:10]
    transaction = argv[10] if len(argv) > 10 else None
    audience = "promotional-offer" if kind == "v2" else "introductory-offer-eligibility"
    try:
        claims = jwt.decode(token, open(public_path, "rb").read(), algorithms=["ES256"], audience=audience)
    except jwt.InvalidTokenError as error:
        print(f"invalid: {error}")
        return 2
    header = jwt.get_unverified_header(token)
    reference = create(kind, open(key_path, "rb").read(), kid, issuer, bundle, product, third, transaction)
    ref_header = jwt.get_unverified_header(reference)
    ref_claims = jwt.decode(reference, options={"verify_signature": False})
    if header != ref_header:
        print(f"invalid: header {json.dumps(header)} differs from the library's {json.dumps(ref_header)}")
        return 2
    if sorted(claims) != sorted(ref_claims):
        print(f"invalid: claims {sorted(claims)} differ from the library's {sorted(ref_claims)}")
        return 2
    for name, value in ref_claims.items():
        if type(claims[name]) is not type(value):
            print(f"invalid: claim {name} is a {type(claims[name]).__name__}, the library writes a {type(value).__name__}")
            return 2
        if name not in ("iat", "nonce") and claims[name] != value:
            print(f"invalid: claim {name} is {claims[name]!r}, expected {value!r}")
            return 2
    if str(uuid.UUID(claims["nonce"])) != claims["nonce"]:
        print("invalid: the nonce is not a lowercase UUID")
        return 2
    print("valid")
    return 0


sys.exit(main(sys.argv[1:]))
