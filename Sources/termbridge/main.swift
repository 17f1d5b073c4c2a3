import TermBridgeCommandLine

TermBridge.main()
