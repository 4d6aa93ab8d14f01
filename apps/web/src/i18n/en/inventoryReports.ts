/** Texts of inventory reports and warnings (drpreport, statisticaltable), English. */
export default {};
