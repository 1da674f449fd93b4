/**
 * The platform's bank account for offline recharges and order transfers. Set in the environment
 * (RECHARGE_BANK_*, .env.example); the local demo shows clearly made-up values.
 */
export function platformBankAccount(env: Record<string, string | undefined> = process.env) {
  return {
    accountName: env.RECHARGE_BANK_ACCOUNT_NAME || 'ChemMart 演示平台（示例账户，请勿转账）',
    bankName: env.RECHARGE_BANK_NAME || '示例银行 上海分行',
    accountNo: env.RECHARGE_BANK_ACCOUNT_NO || '6222 0000 0000 0000 000',
  };
}
