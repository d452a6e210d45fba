/** What other features may use from the wallet: its balance (data and card) and its query keys. Everything else here is private. */
export { useWalletSummary, walletKeys } from './wallet-api';
export { BalanceCard } from './WalletBalance';
